/**
 * The web app's pages (SPEC.md §2). The server answers these with the app's HTML and status 200;
 * any other HTML request gets the same HTML (the app's not-found page) with status 404.
 * Matching is case-insensitive, as React Router's is (PRODUCT.md §1).
 */
export const paths = {
  home: '/',
  homeAlias: '/home',
  signIn: '/signin',
  signUp: '/signup',
  resetPassword: '/reset-password',
  blogs: '/blogs',
  products: '/ProductsCart',
  purchase: (id: string) => `/purchase/${encodeURIComponent(id)}`,
  dashboard: '/dashboard',
  myOrders: '/dashboard/myOrders',
  payment: (orderId: string) => `/dashboard/payment/${encodeURIComponent(orderId)}`,
  addReview: '/dashboard/addReview',
  makeAdmin: '/dashboard/makeAdmin',
  addProduct: '/dashboard/addProduct',
  manageAllOrders: '/dashboard/manageAllOrders',
  manageProducts: '/dashboard/manageProducts',
  updateProduct: (id: string) => `/dashboard/manageProducts/${encodeURIComponent(id)}`,
} as const;

const pagePatterns = [
  /^\/$/,
  /^\/home\/?$/i,
  /^\/signin\/?$/i,
  /^\/signup\/?$/i,
  /^\/reset-password\/?$/i,
  /^\/blogs\/?$/i,
  /^\/productscart\/?$/i,
  /^\/purchase\/[^/]+\/?$/i,
  /^\/dashboard(\/(myorders|addreview|makeadmin|addproduct|manageallorders|manageproducts))?\/?$/i,
  /^\/dashboard\/payment\/[^/]+\/?$/i,
  /^\/dashboard\/manageproducts\/[^/]+\/?$/i,
];

export function isAppPage(pathname: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(pathname));
}
