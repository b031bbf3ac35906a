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
  /^\/purchase\/[^/]+\/?$/i,
  /^\/product\/[^/]+\/?$/i,
  /^\/dashboard(\/(myorders|addreview|makeadmin|addproduct|manageallorders|manageproducts))?\/?$/i,
  /^\/dashboard\/payment\/[^/]+\/?$/i,
  /^\/cart\/?$/i,
  /^\/checkout\/?$/i,
  /^\/quick-order\/?$/i,
  /^\/dashboard\/manageallorders\/[^/]+\/?$/i,
  /^\/dashboard\/purchase-orders\/[^/]+(\/pay)?\/?$/i,
  /^\/dashboard\/manageproducts\/[^/]+\/?$/i,
  /^\/dashboard\/manageproducts\/[^/]+\/edit\/?$/i,
];

/**
 * Pages whose path is also an API route (docs/product/ordering.md: page `/cart`, `GET /cart`). A
 * browser navigating there asks for HTML and gets the page; the app's fetches ask for JSON and get
 * the API. The dev server's proxy makes the same choice (client/vite.config.ts).
 */
export const pagesSharingApiPaths: readonly string[] = ['/cart'];

export function isPageSharingApiPath(pathname: string): boolean {
  return pagesSharingApiPaths.includes(pathname.toLowerCase().replace(/\/$/, '') || '/');
}

export function isAppPage(pathname: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(pathname));
}
