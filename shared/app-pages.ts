/**
 * Which paths are the web app's pages (docs/product/screens.md): the server answers these with the app's HTML
 * and status 200, any other HTML request with the same HTML (the app's not-found page) and 404.
 * Matching is case-insensitive, as React Router's is (docs/product/overview.md#the-contract). Kept apart from routes.ts
 * so the web app's first load does not carry patterns only the server uses.
 */
const pagePatterns = [
  /^\/$/,
  /^\/home\/?$/i,
  /^\/signin\/?$/i,
  /^\/signup\/?$/i,
  /^\/reset-password\/?$/i,
  /^\/verify-email\/?$/i,
  /^\/blogs\/?$/i,
  /^\/productscart\/?$/i,
  /^\/product\/[^/]+\/?$/i,
  // The rests of bars for sale (PRODUCT.md §20); GET /remnants asking for JSON is the API's.
  /^\/remnants\/?$/i,
  /^\/purchase\/[^/]+\/?$/i,
  /^\/product\/[^/]+\/?$/i,
  /^\/dashboard(\/(myorders|addreview|makeadmin|addproduct|manageallorders|manageproducts|overview|outbox|settings))?\/?$/i,
  /^\/dashboard\/payment\/[^/]+\/?$/i,
  /^\/cart\/?$/i,
  /^\/checkout\/?$/i,
  /^\/quick-order\/?$/i,
  /^\/dashboard\/manageallorders\/[^/]+\/?$/i,
  /^\/dashboard\/purchase-orders\/[^/]+(\/pay)?\/?$/i,
  /^\/dashboard\/manageproducts\/[^/]+\/?$/i,
  /^\/dashboard\/manageproducts\/[^/]+\/edit\/?$/i,
  // Quotes (docs/product/quotes.md): the buyer's list, the new request (/new) and one quote; the admins' list.
  /^\/dashboard\/(quotes|managequotes)\/?$/i,
  /^\/dashboard\/quotes\/[^/]+\/?$/i,
  // Company accounts (docs/product/companies.md): the company, its statement, approvals, the store's list; the invitation link.
  /^\/dashboard\/(company|company\/statement|approvals|managecompanies)\/?$/i,
  /^\/join\/[^/]+\/?$/i,
  // The certificate portal (PRODUCT.md §20): every signed-in account's certificates.
  /^\/dashboard\/certificates\/?$/i,
  // Export compliance (PRODUCT.md §19): the store admins' held orders.
  /^\/dashboard\/compliance\/?$/i,
];

export function isAppPage(pathname: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(pathname));
}

/**
 * The pages the server renders (docs/decisions/020-server-rendered-first-screen.md): the public
 * storefront the same for every visitor, the purchase page for the signed-in visitor. Every other
 * page is the shell the app fills in the browser.
 */
export function renderedPageKind(pathname: string): 'public' | 'signed-in' | undefined {
  if (/^\/(home\/?|productscart\/?|product\/[^/]+\/?|remnants\/?)?$/i.test(pathname)) return 'public';
  if (/^\/purchase\/[^/]+\/?$/i.test(pathname)) return 'signed-in';
  return undefined;
}

/** Whether a rendered page reads its query string: the products page (filters, search, page), the remnants' filters. */
export function renderedPageReadsQuery(pathname: string): boolean {
  return /^\/(productscart|remnants)\/?$/i.test(pathname);
}
