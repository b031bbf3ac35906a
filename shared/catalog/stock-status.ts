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

/** Quantities have at most three decimals (kg, m: shared/catalog/units.ts maxDecimals). */
const thousandths = 1000;

/**
 * The set reorder point, else 3 × the MOQ, computed in thousandths of the unit: 3 × 0.1 kg in
 * floating point is 0.30000000000000004, which showed in Manage Products and made a stock of
 * exactly 0.3 kg read as low.
 */
export function reorderPointOf(product: Pick<StockLevels, 'minimum' | 'reorderPoint'>): number {
  if (product.reorderPoint !== null) return product.reorderPoint;
  return (defaultReorderMultiple * Math.round(product.minimum * thousandths)) / thousandths;
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
