/** Constants of GET /products/ that the first page load needs without loading zod. */
export const productPageSizeMax = 100;

/** Response header carrying the number of products matching a query, before paging. */
export const totalCountHeader = 'x-total-count';

/** Orders of the products list; relevance ranks search matches first (the catalog order without q). */
export const productSorts = [
  'relevance',
  'price-asc',
  'price-desc',
  'name',
  'newest',
  'stock-asc',
  'stock-desc',
] as const;
export type ProductSort = (typeof productSorts)[number];

/**
 * The browser's cache key of one product (GET /products/{id}), which the server's renderer seeds:
 * the product page's head is made from the product the page was rendered with (issue 27). In
 * another currency than the base (PRODUCT.md §17) the key names it; in the base it is as it was.
 */
export const productQueryKey = (id: string, currency?: string) =>
  currency ? (['products', 'detail', id, currency] as const) : (['products', 'detail', id] as const);
