/**
 * When a product runs low (docs/product/back-office.md#overview): below its reorder point, which
 * an admin may set per product and which is otherwise three times its minimum order quantity
 * (issue 15's default). The overview's SQL says the same in `coalesce(reorder_point, 3 * minimum)`
 * (server/src/modules/stats/stats.repository.ts); this is the rule the pages and tests read.
 */
export const defaultReorderMultiple = 3;

export interface StockLevels {
  total: number;
  minimum: number;
  reorderPoint: number | null;
}

export function reorderPointOf(product: Pick<StockLevels, 'minimum' | 'reorderPoint'>): number {
  return product.reorderPoint ?? defaultReorderMultiple * product.minimum;
}

export function isLowStock(product: StockLevels): boolean {
  return product.total < reorderPointOf(product);
}

/**
 * What Manage Products says of a product's stock: out when not even one minimum order is left
 * (the store cannot sell it), low below its reorder point, in stock otherwise.
 */
export type StockStatus = 'out' | 'low' | 'in';

export function stockStatusOf(product: StockLevels): StockStatus {
  if (product.total < product.minimum) return 'out';
  return isLowStock(product) ? 'low' : 'in';
}
