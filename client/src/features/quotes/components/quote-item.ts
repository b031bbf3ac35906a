import { formLabels, metalLabels } from '#shared/catalog/taxonomy.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';

/** What the quote is for: the catalog product it started from, else its metal and form ("Titanium · Tubes"). */
export function quoteItem(quote: Pick<Quote, 'productName' | 'metal' | 'form'>): string {
  return quote.productName ?? `${metalLabels[quote.metal]} · ${formLabels[quote.form]}`;
}
