import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Bars and remnants (PRODUCT.md §20, issue 31).
 *
 * - `lot_bars`: the bars of a lot of a product cut to length, each with what is left of it and the
 *   length it was received at (mm). A lot with bars holds exactly the sum of its bars
 *   (`lots.quantity`, kept by every writer in the same transaction); a lot without bars is one
 *   continuous length, as before. A bar cut to 0 stays, at 0, so the lot is still known as one of bars
 *   (a cancel returns pieces to it as bars).
 * - `remnants`: the rest of a bar a cut left, at least the product's minimum cut length and shorter
 *   than the bar as received: it leaves the lot's bars (and so the lot and `products.total`) and is
 *   sold on its own, whole and once (`status` available → sold, `sold_line_id`).
 */
export function barsAndRemnants(kind: DatabaseKind) {
  const productId = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lot_bars')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('lot_id', 'text', (c) => c.notNull().references('lots.id').onDelete('cascade'))
        .addColumn('length_mm', 'integer', (c) => c.notNull().check(sql`length_mm >= 0`))
        .addColumn('original_length_mm', 'integer', (c) => c.notNull().check(sql`original_length_mm > 0`))
        .execute();
      await db.schema.createIndex('lot_bars_lot').on('lot_bars').columns(['lot_id', 'length_mm']).execute();
      await db.schema
        .createTable('remnants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product_id', productId, (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('lot_id', 'text', (c) => c.references('lots.id').onDelete('set null'))
        .addColumn('heat_number', 'text', (c) => c.notNull())
        .addColumn('length_mm', 'integer', (c) => c.notNull().check(sql`length_mm > 0`))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('available')
            .check(sql`status in ('available', 'sold')`),
        )
        .addColumn('sold_line_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('remnants_status').on('remnants').columns(['status', 'product_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('remnants').execute();
      await db.schema.dropTable('lot_bars').execute();
    },
  };
}
