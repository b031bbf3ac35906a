import { messages } from '#shared/messages/storefront.ts';

/**
 * docs/product/screens.md: a full-screen spinner while authentication or data loads. It covers the viewport
 * (the page behind stays in place, so nothing jumps when it goes away).
 */
export function FullScreenSpinner() {
  return (
    <div
      role="status"
      aria-label={messages.ui.loading}
      className="fixed inset-0 z-40 grid place-items-center bg-base-100/80"
    >
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
    </div>
  );
}
