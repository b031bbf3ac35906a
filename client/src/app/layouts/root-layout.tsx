import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { messages } from '#shared/messages.ts';
import { Footer } from '../../components/layout/footer.tsx';
import { Navbar } from '../../components/layout/navbar.tsx';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner.tsx';
import { ui } from '../../config/env.ts';

export const mainContentId = 'main-content';

/** The frame of every page: skip link, navbar, the page, footer and the toasts (SPEC.md §2). */
export function RootLayout() {
  // A lazy page's code is loading: the previous page stays, under a spinner (SPEC.md §2).
  const navigating = useNavigation().state === 'loading';
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${mainContentId}`}
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-base-100 focus:p-3 focus:shadow"
      >
        {messages.ui.skipToContent}
      </a>
      <Navbar />
      <main id={mainContentId} tabIndex={-1} className="mx-auto w-full max-w-7xl grow px-4 py-6 outline-none">
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {navigating && <FullScreenSpinner />}
      <Footer />
      <ToastContainer autoClose={ui.toastAutoCloseMs} />
      <ScrollRestoration />
    </div>
  );
}
