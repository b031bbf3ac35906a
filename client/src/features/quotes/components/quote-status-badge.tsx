import { quotes } from '#shared/messages/quotes.ts';
import type { QuoteStatus } from '#shared/quotes/quote.schema.ts';

// Dark text on light tints, as the purchase orders' badges: daisyUI's solid colours miss WCAG AA.
// The word is always there, so the colour is never the only sign.
const styles: Record<QuoteStatus, string> = {
  requested: 'border-amber-300 bg-amber-100 text-amber-900',
  quoted: 'border-sky-300 bg-sky-100 text-sky-900',
  accepted: 'border-green-300 bg-green-100 text-green-900',
  declined: 'border-rose-300 bg-rose-100 text-rose-900',
  expired: 'border-base-300 bg-base-200 text-base-content',
  withdrawn: 'border-base-300 bg-base-200 text-base-content',
};

/** A quote's life: requested → quoted → accepted | declined | expired | withdrawn. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <span className={`badge whitespace-nowrap ${styles[status]}`}>{quotes.statuses[status]}</span>;
}
