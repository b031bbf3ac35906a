/** Texts of the cart, checkout, quick order and purchase order pages (docs/product/ordering.md). */
export const orderPages = {} as const;
