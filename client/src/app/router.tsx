import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner.tsx';
import { RequireAdmin, RequireAuth } from '../features/auth/require-auth.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RootRouteError, RouteError } from './route-error.tsx';

/** A page in its own chunk; `guard` wraps it in RequireAuth or RequireAdmin. */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  guard?: 'auth' | 'admin',
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page: ComponentType = (await load())[name];
      if (!guard) return { Component: Page };
      const Guard = guard === 'admin' ? RequireAdmin : RequireAuth;
      return {
        Component: () => (
          <Guard>
            <Page />
          </Guard>
        ),
      };
    },
  };
}

/**
 * Routes of SPEC.md §2 (matched case-insensitively, so /purchase/1 and /Purchase/1 both work).
 * The home page is in the first load; every other page is its own chunk, so a visitor's first
 * load carries no dashboard or admin code (issue 6). A page's error shows inside the layout;
 * only an error of the layout itself falls back to the bare root boundary.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootRouteError />,
    // Shown while the first page's lazy code loads on a direct visit.
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          { path: 'blogs', ...page(() => import('../features/blogs/blogs-page.tsx'), 'BlogsPage') },
          { path: 'ProductsCart', ...page(() => import('../features/catalog/products-page.tsx'), 'ProductsPage') },
          { path: 'signin', ...page(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage') },
          { path: 'signup', ...page(() => import('../features/auth/sign-up-page.tsx'), 'SignUpPage') },
          {
            path: 'reset-password',
            ...page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
          },
          {
            path: 'purchase/:id',
            ...page(() => import('../features/orders/purchase-page.tsx'), 'PurchasePage', 'auth'),
          },
          {
            path: 'dashboard',
            ...page(() => import('../features/dashboard/dashboard-layout.tsx'), 'DashboardLayout', 'auth'),
            children: [
              { index: true, ...page(() => import('../features/accounts/my-profile-page.tsx'), 'MyProfilePage') },
              { path: 'myOrders', ...page(() => import('../features/orders/my-orders-page.tsx'), 'MyOrdersPage') },
              { path: 'payment/:id', ...page(() => import('../features/payments/payment-page.tsx'), 'PaymentPage') },
              { path: 'addReview', ...page(() => import('../features/reviews/add-review-page.tsx'), 'AddReviewPage') },
              {
                path: 'makeAdmin',
                ...page(() => import('../features/accounts/make-admin-page.tsx'), 'MakeAdminPage', 'admin'),
              },
              {
                path: 'addProduct',
                ...page(() => import('../features/catalog-admin/add-product-page.tsx'), 'AddProductPage', 'admin'),
              },
              {
                path: 'manageAllOrders',
                ...page(() => import('../features/orders/manage-all-orders-page.tsx'), 'ManageAllOrdersPage', 'admin'),
              },
              {
                path: 'manageProducts',
                ...page(
                  () => import('../features/catalog-admin/manage-products-page.tsx'),
                  'ManageProductsPage',
                  'admin',
                ),
              },
              {
                path: 'manageProducts/:id',
                ...page(
                  () => import('../features/catalog-admin/update-product-page.tsx'),
                  'UpdateProductPage',
                  'admin',
                ),
              },
            ],
          },
          { path: '*', ...page(() => import('./not-found-page.tsx'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
