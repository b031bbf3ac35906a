// The cart's controls on every page (the navbar's count, the product cards' Add to cart) as one
// lazy entry: they follow the first paint, and the first load lists their code once
// (docs/decisions/005-first-load-budget.md). Loaded through load-cart-widgets.ts.
export { AddToCartButton } from './catalog/add-to-cart-button.tsx';
export { CartLink } from './layout/cart-link.tsx';
export { MemberPrice, ProductMemberPrice } from './catalog/member-price.tsx';
