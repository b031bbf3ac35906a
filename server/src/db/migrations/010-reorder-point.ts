import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

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
 * - On PostgreSQL (14 and later), statistics on the creation month, so that the planner knows
 *   revenue by month has a dozen groups and sums them in a small hash table instead of sorting
 *   every paid order (60 ms instead of 100 ms at 250k purchase orders).
 */
export const stockMarginSql = 'total - coalesce(reorder_point, 3 * minimum)';

export function reorderPoint(kind: DatabaseKind) {
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
      if (kind === 'postgres') {
        const { rows } = await sql<{
          version: string;
        }>`select current_setting('server_version_num') as version`.execute(db);
        if (Number(rows[0]?.version) >= 140000) {
          await sql`create statistics purchase_orders_month on (substr(created_at, 1, 7)) from purchase_orders`.execute(
            db,
          );
        }
      }
    },
  };
}
