import { useEffect } from 'react';

/**
 * Marks the document (`data-page-hydrated` on <html>) once the page's own part has hydrated, or
 * rendered: it sits beside the page in the layout's Suspense boundary, so its effect runs when
 * that boundary commits. The end-to-end tests wait for it before acting on a server-rendered
 * page (e2e/fixtures.ts, docs/decisions/020).
 */
export function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.pageHydrated = '';
  }, []);
  return null;
}
