import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RootRouteError, RouteError } from './route-error.tsx';

/**
 * Routes of SPEC.md §2. The home page is in the first load; every other page is its own chunk,
 * so a visitor's first load carries no dashboard or admin code (issue 6).
 * Errors: a page's error shows inside the layout (navbar and footer stay); only an error of the
 * layout itself falls back to the bare root boundary.
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
          {
            path: 'blogs',
            lazy: async () => ({ Component: (await import('../features/blogs/blogs-page.tsx')).BlogsPage }),
          },
          {
            path: 'ProductsCart',
            lazy: async () => ({ Component: (await import('../features/catalog/products-page.tsx')).ProductsPage }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
