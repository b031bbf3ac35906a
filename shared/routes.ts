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
  /** PRODUCT.md §20: the rests of bars for sale; `?productId=` narrows them to one product. */
  remnants: '/remnants',
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

// The quote and back-office pages are in lazy-paths.ts: only lazily loaded pages and the server
// name them, and a constant defined in this module (part of the entry chunk) would ride in the
// first load as soon as a lazy page imported it.
