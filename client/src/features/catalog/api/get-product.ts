// The product query moved to lib/ so that features share it without importing each other.
export { getProduct, productQueryKey, useProduct } from '../../../lib/product-queries.ts';
