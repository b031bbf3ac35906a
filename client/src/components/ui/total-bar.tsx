import type { ReactNode } from 'react';

/**
 * What a page's lines come to, kept at the bottom of the screen while the page scrolls (PRODUCT.md
 * §23: on a phone the total is always visible); in its place on a wide screen.
 */
export function TotalBar({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-testid="page-total"
      className={`sticky bottom-0 z-10 border-t border-base-300 bg-base-100 py-2 sm:static sm:border-0 sm:py-0 ${className}`}
    >
      {children}
    </div>
  );
}
