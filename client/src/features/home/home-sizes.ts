import type { Product } from '#shared/catalog/product.schema.ts';

/**
 * docs/product/rules.md#constants: 'Our Products' shows the first 4 products, 'New produts' list positions 5 up to 50.
 * The home page asks the server for the first 50 only, one request for both sections.
 */
export const homeProductLimit = 50;
export const ourProductsCount = 4;

export const ourProducts = (products: Product[]) => products.slice(0, ourProductsCount);
export const newProducts = (products: Product[]) => products.slice(ourProductsCount, homeProductLimit);
