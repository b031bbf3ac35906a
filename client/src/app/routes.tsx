import { Route, Routes } from 'react-router';
import { RequireAdmin, RequireAuth } from '../features/auth/require-auth.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { lazyPage } from './lazy-page.ts';

// Every page but the home page is its own chunk, so a visitor's first load carries no dashboard
// or admin code (issue 6). The declarative router is used on purpose: the data router weighs
// twice as much in the first load and the store needs none of its loaders or actions.
const BlogsPage = lazyPage(() => import('../features/blogs/blogs-page.tsx'), 'BlogsPage');
const ProductsPage = lazyPage(() => import('../features/catalog/products-page.tsx'), 'ProductsPage');
const ProductPage = lazyPage(() => import('../features/catalog/product-page.tsx'), 'ProductPage');
const SignInPage = lazyPage(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../features/auth/sign-up-page.tsx'), 'SignUpPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage');
const PurchasePage = lazyPage(() => import('../features/orders/purchase-page.tsx'), 'PurchasePage');
const DashboardLayout = lazyPage(() => import('../features/dashboard/dashboard-layout.tsx'), 'DashboardLayout');
const MyProfilePage = lazyPage(() => import('../features/accounts/my-profile-page.tsx'), 'MyProfilePage');
const MyOrdersPage = lazyPage(() => import('../features/orders/my-orders-page.tsx'), 'MyOrdersPage');
const PaymentPage = lazyPage(() => import('../features/payments/payment-page.tsx'), 'PaymentPage');
const AddReviewPage = lazyPage(() => import('../features/reviews/add-review-page.tsx'), 'AddReviewPage');
const MakeAdminPage = lazyPage(() => import('../features/accounts/make-admin-page.tsx'), 'MakeAdminPage');
const AddProductPage = lazyPage(() => import('../features/catalog-admin/add-product-page.tsx'), 'AddProductPage');
const ManageAllOrdersPage = lazyPage(
  () => import('../features/orders/manage-all-orders-page.tsx'),
  'ManageAllOrdersPage',
);
const ManageProductsPage = lazyPage(
  () => import('../features/catalog-admin/manage-products-page.tsx'),
  'ManageProductsPage',
);
const UpdateProductPage = lazyPage(
  () => import('../features/catalog-admin/update-product-page.tsx'),
  'UpdateProductPage',
);
const EditProductPage = lazyPage(() => import('../features/catalog-admin/edit-product-page.tsx'), 'EditProductPage');
const NotFoundPage = lazyPage(() => import('./not-found-page.tsx'), 'NotFoundPage');

/**
 * Routes of SPEC.md §2, matched case-insensitively (so /purchase/1 and /Purchase/1 both work).
 * Protected pages sit under RequireAuth, admin pages under RequireAdmin.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="blogs" element={<BlogsPage />} />
        <Route path="ProductsCart" element={<ProductsPage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="signin" element={<SignInPage />} />
        <Route path="signup" element={<SignUpPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route
          path="purchase/:id"
          element={
            <RequireAuth>
              <PurchasePage />
            </RequireAuth>
          }
        />
        <Route
          path="dashboard"
          element={
            <RequireAuth>
              <DashboardLayout />
            </RequireAuth>
          }
        >
          <Route index element={<MyProfilePage />} />
          <Route path="myOrders" element={<MyOrdersPage />} />
          <Route path="payment/:id" element={<PaymentPage />} />
          <Route path="addReview" element={<AddReviewPage />} />
          <Route
            path="makeAdmin"
            element={
              <RequireAdmin>
                <MakeAdminPage />
              </RequireAdmin>
            }
          />
          <Route
            path="addProduct"
            element={
              <RequireAdmin>
                <AddProductPage />
              </RequireAdmin>
            }
          />
          <Route
            path="manageAllOrders"
            element={
              <RequireAdmin>
                <ManageAllOrdersPage />
              </RequireAdmin>
            }
          />
          <Route
            path="manageProducts"
            element={
              <RequireAdmin>
                <ManageProductsPage />
              </RequireAdmin>
            }
          />
          <Route
            path="manageProducts/:id"
            element={
              <RequireAdmin>
                <UpdateProductPage />
              </RequireAdmin>
            }
          />
          <Route
            path="manageProducts/:id/edit"
            element={
              <RequireAdmin>
                <EditProductPage />
              </RequireAdmin>
            }
          />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
