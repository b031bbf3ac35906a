import { type Kysely, sql } from 'kysely';

/**
 * The back office's overview (docs/product/back-office.md#overview, issue 15).
 *
 * - `products.reorder_point`: below it a product is low on stock; null means the default, three
 *   times the minimum order quantity (shared/catalog/stock-status.ts).
 * - Indexes for the overview's aggregates, so they stay fast at 100k products and 1M order lines
 *   (README, Performance):
 *   - paid purchase orders by creation date with their total (revenue by month from the index alone);
 *   - purchase orders by status with their total (the status counts, read from the index alone);
 *   - a line's purchase order with what the sums read (status, product, quantity, total), so
 *     revenue and top products join the lines without reading the table;
 *   - the stock margin `total - reorder point`: the low-stock list and its count read only the
 *     products below their point instead of the whole catalog. The overview's query must spell
 *     the expression exactly so (stats.repository.ts `stockMargin`).
 */
export const stockMarginSql = 'total - coalesce(reorder_point, 3 * minimum)';

export function reorderPoint() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('products').addColumn('reorder_point', 'integer').execute();
      await db.schema
        .createIndex('products_stock_margin')
        .on('products')
        .expression(sql.raw(`(${stockMarginSql})`))
        .execute();
      await db.schema
        .createIndex('purchase_orders_payment_created')
        .on('purchase_orders')
        .columns(['payment_status', 'created_at', 'total_cents', 'id'])
        .execute();
      await db.schema
        .createIndex('purchase_orders_status_total')
        .on('purchase_orders')
        .columns(['status', 'total_cents'])
        .execute();
      await db.schema
        .createIndex('orders_purchase_order_sums')
        .on('orders')
        .columns(['purchase_order_id', 'status', 'product_id', 'quantity', 'total_cents'])
        .execute();
    },
  };
}
