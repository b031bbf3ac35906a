import { messages } from '#shared/messages/storefront.ts';

/**
 * A spinner in place of content that is loading inside a page (a home section, a grid). It keeps
 * some height so that the content arriving does not shift the page much.
 */
export function LoadingState({ className = 'min-h-64' }: { className?: string }) {
  return (
    <div role="status" aria-label={messages.ui.loading} className={`grid place-items-center ${className}`}>
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
    </div>
  );
}
