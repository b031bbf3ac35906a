/** The web app's pages (docs/product/screens.md); `app-pages.ts` says which paths the server knows as pages. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  signIn: '/signin',
  signUp: '/signup',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  blogs: '/blogs',
  products: '/ProductsCart',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  purchase: (id: string) => `/purchase/${encodeURIComponent(id)}`,
  dashboard: '/dashboard',
  myOrders: '/dashboard/myOrders',
  payment: (orderId: string) => `/dashboard/payment/${encodeURIComponent(orderId)}`,
  addReview: '/dashboard/addReview',
  makeAdmin: '/dashboard/makeAdmin',
  addProduct: '/dashboard/addProduct',
  manageAllOrders: '/dashboard/manageAllOrders',
  manageOrder: (purchaseOrderId: string) => `/dashboard/manageAllOrders/${encodeURIComponent(purchaseOrderId)}`,
  cart: '/cart',
  checkout: '/checkout',
  quickOrder: '/quick-order',
  purchaseOrder: (id: string) => `/dashboard/purchase-orders/${encodeURIComponent(id)}`,
  purchaseOrderPayment: (id: string) => `/dashboard/purchase-orders/${encodeURIComponent(id)}/pay`,
  manageProducts: '/dashboard/manageProducts',
  updateProduct: (id: string) => `/dashboard/manageProducts/${encodeURIComponent(id)}`,
  editProduct: (id: string) => `/dashboard/manageProducts/${encodeURIComponent(id)}/edit`,
} as const;

/**
 * The quote pages (docs/product/quotes.md). Apart from `paths` because only lazily loaded pages and
 * the server name them: `paths` is in the first load, where every byte is counted.
 */
export const quotePaths = {
  myQuotes: '/dashboard/quotes',
  newQuote: '/dashboard/quotes/new',
  quote: (id: string) => `/dashboard/quotes/${encodeURIComponent(id)}`,
  manageQuotes: '/dashboard/manageQuotes',
} as const;

/** The back office's pages (docs/product/back-office.md), apart from `paths` for the same reason. */
export const backOfficePaths = {
  overview: '/dashboard/overview',
} as const;
