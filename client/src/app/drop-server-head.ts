import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { serverHeadAttribute } from '#shared/server-head.ts';

/**
 * The server's product-page head tags stay while their page is shown (crawlers that run scripts
 * still read them) and go at the first move to another page, which they would misdescribe.
 */
export function DropServerHead() {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    for (const tag of document.head.querySelectorAll(`[${serverHeadAttribute}]`)) tag.remove();
  }, [pathname]);
  return null;
}
