import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true from the render after. A
 * server-rendered control is disabled until then (docs/decisions/020): a click on HTML whose code
 * has not arrived is dropped by React, so the button says it is not ready instead of losing it
 * (disabled, and aria-busy: it is about to work, which the accessibility checks wait for).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
