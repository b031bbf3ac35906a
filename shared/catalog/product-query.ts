/** Constants of GET /products/ that the first page load needs without loading zod. */
export const productPageSizeMax = 100;

/** Response header carrying the number of products matching a query, before paging. */
export const totalCountHeader = 'x-total-count';
