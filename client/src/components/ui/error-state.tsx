import { getErrorMessage } from '#shared/error-message.ts';
import { messages } from '#shared/messages/storefront.ts';

interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** True while the retry is under way: the button waits instead of firing again. */
  isRetrying?: boolean;
  title?: string;
}

/** A failed load with the server's message and a way to ask again (docs/product/rules.md#departures). */
export function ErrorState({ error, onRetry, isRetrying = false, title = messages.ui.loadFailed }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="alert flex flex-col items-start gap-3 border-error/60 bg-error/10 text-base-content sm:flex-row sm:items-center"
    >
      <div className="grow">
        <p className="font-semibold">{title}</p>
        <p>{getErrorMessage(error)}</p>
      </div>
      <button type="button" className="btn btn-sm" onClick={onRetry} disabled={isRetrying}>
        {isRetrying && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {messages.ui.tryAgain}
      </button>
    </div>
  );
}
