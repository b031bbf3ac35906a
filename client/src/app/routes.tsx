import { Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { withTexts } from '../lib/with-texts.ts';

// Every page but the home page is its own chunk, so a visitor's first load carries no dashboard
// or admin code (the performance targets). The declarative router is used on purpose: the data router weighs
// twice as much in the first load and the store needs none of its loaders or actions.
const BlogsPage = lazyPage(() => import('../features/blogs/blogs-page.tsx'), 'BlogsPage');
// One import for the products and remnants pages (catalog-pages.ts).
const catalogPages = () => withTexts(import('./catalog-pages.ts'));
const ProductsPage = lazyPage(catalogPages, 'ProductsPage');
const ProductPage = lazyPage(() => import('../features/catalog/product-page.tsx'), 'ProductPage');
const RemnantsPage = lazyPage(catalogPages, 'RemnantsPage');
const SignInPage = lazyPage(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../features/auth/sign-up-page.tsx'), 'SignUpPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage');
const PurchasePage = lazyPage(() => import('../features/orders/purchase-page.tsx'), 'PurchasePage');
// One import for the cart's three pages (features/cart/pages.ts).
const cartPages = () => withTexts(import('../features/cart/pages.ts'));
const CartPage = lazyPage(cartPages, 'CartPage');
const QuickOrderPage = lazyPage(cartPages, 'QuickOrderPage');
const CheckoutPage = lazyPage(cartPages, 'CheckoutPage');
// The dashboard (docs/product/screens.md) is one lazy chunk with its own lazy pages: the first load names none of them.
const DashboardRoutes = lazyPage(() => import('./dashboard-routes.tsx'), 'DashboardRoutes');
const JoinPage = lazyPage(() => import('../features/companies/pages.ts'), 'JoinPage');
const NotFoundPage = lazyPage(() => import('./not-found-page.tsx'), 'NotFoundPage');

/**
 * Routes of docs/product/screens.md, matched case-insensitively (so /purchase/1 and /Purchase/1 both work).
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
        <Route path="remnants" element={<RemnantsPage />} />
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
        <Route path="cart" element={<CartPage />} />
        {/* Readable signed out: the page itself asks to sign in and comes back. */}
        <Route path="join/:token" element={<JoinPage />} />
        {/* Quick order adds to the account's cart on the server: signed-in, like the checkout. */}
        <Route
          path="quick-order"
          element={
            <RequireAuth>
              <QuickOrderPage />
            </RequireAuth>
          }
        />
        <Route
          path="checkout"
          element={
            <RequireAuth>
              <CheckoutPage />
            </RequireAuth>
          }
        />
        <Route
          path="dashboard/*"
          element={
            <RequireAuth>
              <DashboardRoutes />
            </RequireAuth>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
