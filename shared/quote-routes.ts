/**
 * The quotes' pages (docs/product/quotes.md), apart from routes.ts on purpose: routes.ts is part of
 * the first load, whose budget is spent (docs/decisions/005-first-load-budget.md), and these paths
 * are only needed by lazily loaded pages. app/routes.test.ts checks them with the others.
 */
export const quotePaths = {
  myQuotes: '/dashboard/quotes',
  newQuote: '/dashboard/quotes/new',
  quote: (id: string) => `/dashboard/quotes/${encodeURIComponent(id)}`,
  manageQuotes: '/dashboard/manageQuotes',
} as const;

/** The product page's Request a quote: the blank form, prefilled from that product. */
export function newQuoteFor(productId: string): string {
  return `${quotePaths.newQuote}?productId=${encodeURIComponent(productId)}`;
}
