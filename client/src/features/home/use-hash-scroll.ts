import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL hash (the footer's "/#about") once the page's data has
 * arrived. The router scrolls there on arrival, but the product and review lists loading above
 * then push the target down, out of view.
 */
export function useHashScroll(ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash, key]);
}
