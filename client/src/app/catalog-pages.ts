// One import for the products page and the remnants page (PRODUCT.md §20), which filter with the
// same controls: one lazy chunk, so the first load names one file for both (docs/decisions/005).
export { ProductsPage } from '../features/catalog/products-page.tsx';
export { RemnantsPage } from '../features/remnants/remnants-page.tsx';
