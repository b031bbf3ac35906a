// The cart's three pages as one lazy entry: the first load lists one import and its dependencies
// instead of three (docs/decisions/005-first-load-budget.md). app/routes.tsx loads them from here.
export { CartPage } from './cart-page.tsx';
export { CheckoutPage } from './checkout-page.tsx';
export { QuickOrderPage } from './quick-order-page.tsx';
