import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { messages } from '#shared/messages/storefront.ts';
import { Navbar } from '../../components/layout/navbar.tsx';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner.tsx';
import { DropServerHead } from '../drop-server-head.ts';
import { PageHydrated } from '../page-hydrated.ts';
import { RouteError } from '../route-error.tsx';
import { ScrollToTop } from '../scroll-to-top.tsx';
import { withTexts } from '../../lib/with-texts.ts';

export const mainContentId = 'main-content';

// Not in the first load: react-toastify queues toasts raised before its container mounts.
// Below the fold on every page: loaded after the first screen (docs/decisions/005-first-load-budget.md).
// `.then`, not `(await import()).Footer`: the bundler rewrites the latter into longer code, and
// these lines are in the first load (each module has the one export).
const Footer = lazy(() => withTexts(import('../../components/layout/footer.tsx')).then((m) => ({ default: m.Footer })));
const Toasts = lazy(() => withTexts(import('./toasts.tsx')).then((m) => ({ default: m.Toasts })));

/** The frame of every page: skip link, navbar, the page, footer and the toasts (docs/product/screens.md). */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${mainContentId}`}
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-base-100 focus:p-3 focus:shadow"
      >
        {messages.ui.skipToContent}
      </a>
      <Navbar />
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto min-h-[100svh] w-full max-w-7xl grow px-4 py-6 outline-none"
      >
        {/* At least a screen tall: the lazily loaded footer starts below the fold, so a page's
            content arriving never pushes it down in view (Lighthouse CLS). */}
        {/* A page's error shows here, inside the layout; moving to another page clears it. */}
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
          {/* docs/product/screens.md: a full-screen spinner while a page's code or data loads. */}
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
            <PageHydrated />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <ScrollToTop />
      <DropServerHead />
    </div>
  );
}
