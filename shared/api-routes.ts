/**
 * The first path segment of every API route (docs/product/api.md#original-api and our additions). The dev server proxies
 * exactly these to the API (client/vite.config.ts), and server/src/api-routes.api.test.ts checks
 * them against the routes the server registers, so this is the one list and cannot drift.
 */
export const apiRoutePrefixes = [
  '/products',
  // The catalog's CSV export (docs/product/back-office.md#csv-format): not under /products/.
  '/products.csv',
  // A heat lot's adjustment (PRODUCT.md §20); a product's lots are under /products/{id}/lots.
  '/lots',
  '/rating',
  '/orders',
  '/purchase-orders',
  '/companies',
  '/cart',
  // The visitor's or buyer's currency (PRODUCT.md §17), read and set by the navbar's chooser.
  '/currency',
  // The visitor's or buyer's language (PRODUCT.md §18), read and set by the language chooser.
  '/language',
  '/checkout',
  '/quotes',
  '/companies',
  '/invitations',
  '/stats',
  // The outbox of the store's admins (PRODUCT.md §21); its page is /dashboard/outbox.
  '/outbox',
  // The store settings (PRODUCT.md §16); its page is /dashboard/settings.
  '/settings',
  // Export compliance (PRODUCT.md §19): the denied-party list and the conflict-minerals reports.
  '/compliance',
  '/documents',
  // The certificate portal (PRODUCT.md §20); its ZIP is POST /documents/zip.
  '/certificates',
  // Remnants on sale (PRODUCT.md §20); the page /remnants answers browsers (Accept: text/html).
  '/remnants',
  // Tax exemption certificates' decisions and files (PRODUCT.md §16); a company's own are under /companies.
  '/tax-exemptions',
  '/uploads',
  '/order',
  '/user',
  '/admin',
  '/allUsers',
  '/create-payment-intent',
  '/api',
  '/healthz',
  '/docs',
  '/webhooks',
  '/payments',
  '/auth',
  '/metrics',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps',
] as const;

/** True when a URL path belongs to the API rather than to the web app's pages or files. */
export function isApiPath(url: string): boolean {
  return apiRoutePrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}
