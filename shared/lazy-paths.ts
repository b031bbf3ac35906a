/**
 * Pages that only lazily loaded pages and the server name. Not in routes.ts: that module is in the
 * entry chunk, and a constant defined there rides in the first load as soon as a lazy page imports
 * it (about 50 bytes gzip for quotePaths; the budget has none to spare, docs/decisions/005-first-load-budget.md).
 */

/** The quote pages (docs/product/quotes.md). */
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

/** PRODUCT.md §20: the remnants page narrowed to one product, as its product page links to it. */
export const remnantsOfProduct = (productId: string): string => `/remnants?productId=${encodeURIComponent(productId)}`;

/** The back office's pages (docs/product/back-office.md). */
export const backOfficePaths = {
  overview: '/dashboard/overview',
} as const;

/** The store's outbox (PRODUCT.md §21): admins see undelivered mail and resend it. */
export const outboxPaths = {
  outbox: '/dashboard/outbox',
} as const;

/** The store settings (PRODUCT.md §16, docs/product/settings.md): admins only. */
export const settingsPaths = {
  settings: '/dashboard/settings',
} as const;

/** The company account pages (docs/product/companies.md). */
export const companyPaths = {
  company: '/dashboard/company',
  statement: '/dashboard/company/statement',
  approvals: '/dashboard/approvals',
  manageCompanies: '/dashboard/manageCompanies',
  join: (token: string) => `/join/${encodeURIComponent(token)}`,
} as const;

/** The certificate portal (PRODUCT.md §20): every certificate of the caller's orders. */
export const certificatePaths = {
  certificates: '/dashboard/certificates',
} as const;

/** Export compliance (PRODUCT.md §19): the store admins' held orders. */
export const compliancePaths = {
  compliance: '/dashboard/compliance',
} as const;
