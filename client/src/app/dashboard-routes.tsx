import { Route, Routes } from 'react-router';
import { RequireAdmin } from '../features/auth/require-admin.tsx';
import { DashboardLayout } from '../features/dashboard/dashboard-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { withTexts } from '../lib/with-texts.ts';

const MyProfilePage = lazyPage(() => import('../features/accounts/my-profile-page.tsx'), 'MyProfilePage');
const MyOrdersPage = lazyPage(() => import('../features/orders/my-orders-page.tsx'), 'MyOrdersPage');
const PaymentPage = lazyPage(() => import('../features/payments/payment-page.tsx'), 'PaymentPage');
const PurchaseOrderPage = lazyPage(() => import('../features/orders/purchase-order-page.tsx'), 'PurchaseOrderPage');
const PurchaseOrderPaymentPage = lazyPage(
  () => import('../features/payments/purchase-order-payment-page.tsx'),
  'PurchaseOrderPaymentPage',
);
const ManageOrderPage = lazyPage(() => import('../features/orders/purchase-order-page.tsx'), 'ManageOrderPage');
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
// The quotes' pages as one lazy entry (features/quotes/pages.ts).
const quotePages = () => withTexts(import('../features/quotes/pages.ts'));
const MyQuotesPage = lazyPage(quotePages, 'MyQuotesPage');
const NewQuotePage = lazyPage(quotePages, 'NewQuotePage');
const QuotePage = lazyPage(quotePages, 'QuotePage');
const ManageQuotesPage = lazyPage(quotePages, 'ManageQuotesPage');
// The company pages as one lazy entry (features/companies/pages.ts).
const companyPages = () => withTexts(import('../features/companies/pages.ts'));
const CompanyPage = lazyPage(companyPages, 'CompanyPage');
const StatementPage = lazyPage(companyPages, 'StatementPage');
const ApprovalsPage = lazyPage(companyPages, 'ApprovalsPage');
const ManageCompaniesPage = lazyPage(companyPages, 'ManageCompaniesPage');
const CertificatePortalPage = lazyPage(
  () => import('../features/certificate-portal/certificate-portal-page.tsx'),
  'CertificatePortalPage',
);
const CompliancePage = lazyPage(() => import('../features/compliance/compliance-page.tsx'), 'CompliancePage');
const OverviewPage = lazyPage(() => import('../features/back-office/overview-page.tsx'), 'OverviewPage');
const OutboxPage = lazyPage(() => import('../features/outbox/outbox-page.tsx'), 'OutboxPage');
const SettingsPage = lazyPage(() => import('../features/settings/settings-page.tsx'), 'SettingsPage');
const NotFoundPage = lazyPage(() => import('./not-found-page.tsx'), 'NotFoundPage');

/**
 * The dashboard's pages under /dashboard (docs/product/screens.md), loaded only when a signed-in user opens it.
 * Admin pages sit under RequireAdmin; RequireAuth wraps the whole tree in routes.tsx.
 */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<MyProfilePage />} />
        <Route path="myOrders" element={<MyOrdersPage />} />
        <Route path="payment/:id" element={<PaymentPage />} />
        <Route path="purchase-orders/:id" element={<PurchaseOrderPage />} />
        <Route path="purchase-orders/:id/pay" element={<PurchaseOrderPaymentPage />} />
        <Route path="addReview" element={<AddReviewPage />} />
        <Route path="quotes" element={<MyQuotesPage />} />
        {/* Everyone signed in: the server answers each caller's own certificates. */}
        <Route path="certificates" element={<CertificatePortalPage />} />
        <Route path="quotes/new" element={<NewQuotePage />} />
        {/* Its buyer or an admin: the server answers 404 to anyone else. */}
        <Route path="quotes/:id" element={<QuotePage />} />
        <Route
          path="manageQuotes"
          element={
            <RequireAdmin>
              <ManageQuotesPage />
            </RequireAdmin>
          }
        />
        {/* Company admins' pages: the server answers 403 to anyone else, which the page shows. */}
        <Route path="company" element={<CompanyPage />} />
        <Route path="company/statement" element={<StatementPage />} />
        <Route path="approvals" element={<ApprovalsPage />} />
        <Route
          path="manageCompanies"
          element={
            <RequireAdmin>
              <ManageCompaniesPage />
            </RequireAdmin>
          }
        />
        <Route
          path="compliance"
          element={
            <RequireAdmin>
              <CompliancePage />
            </RequireAdmin>
          }
        />
        <Route
          path="overview"
          element={
            <RequireAdmin>
              <OverviewPage />
            </RequireAdmin>
          }
        />
        <Route
          path="outbox"
          element={
            <RequireAdmin>
              <OutboxPage />
            </RequireAdmin>
          }
        />
        <Route
          path="settings"
          element={
            <RequireAdmin>
              <SettingsPage />
            </RequireAdmin>
          }
        />
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
          path="manageAllOrders/:id"
          element={
            <RequireAdmin>
              <ManageOrderPage />
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
    </Routes>
  );
}
