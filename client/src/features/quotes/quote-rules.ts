import { orderTotalCents } from '#shared/money.ts';
import { fromMajor, toMajor } from '#shared/money/amount.ts';
import { openQuoteStatuses, type Quote, type QuoteStatus, quoteHasExpired } from '#shared/quotes/quote.schema.ts';

type QuoteState = Pick<Quote, 'status' | 'validUntil'>;

/**
 * The status to show: a quoted quote whose valid-until day has passed reads Expired at once,
 * even before the server's answer says so (it does on its next read).
 */
export function shownStatus(quote: QuoteState, now: Date): QuoteStatus {
  if (quote.status === 'quoted' && quote.validUntil && quoteHasExpired(quote.validUntil, now)) return 'expired';
  return quote.status;
}

/**
 * Quoted unit price × quantity in the quote's currency (PRODUCT.md §17), computed in its minor
 * units; null before the store answers.
 */
export function quoteTotal(quote: Pick<Quote, 'unitPrice' | 'quantity' | 'currency'>): number | null {
  if (quote.unitPrice === null) return null;
  const { currency } = quote;
  return toMajor({ minor: orderTotalCents(fromMajor(quote.unitPrice, currency).minor, quote.quantity), currency });
}

/** What each side may do with the quote now (the server decides again): docs/product/quotes.md. */
export function quoteActions(quote: QuoteState, now: Date) {
  const status = shownStatus(quote, now);
  return {
    accept: status === 'quoted',
    withdraw: status === 'requested' || status === 'quoted',
    answer: status === 'requested',
    decline: status === 'requested' || status === 'quoted',
  };
}

export const isOpen = (status: QuoteStatus) => (openQuoteStatuses as readonly QuoteStatus[]).includes(status);

/** The admins' list: the quotes still waiting for someone first, each group newest first as the server sent it. */
export function openFirst<T extends QuoteState>(quotes: T[], now: Date): T[] {
  const open = quotes.filter((quote) => isOpen(shownStatus(quote, now)));
  return [...open, ...quotes.filter((quote) => !open.includes(quote))];
}
