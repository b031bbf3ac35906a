import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Units, weight and cut to length (PRODUCT.md §15, ADR 017, issue 19).
 *
 * - `products.unit` (`pcs` by default, so every existing product stays sold by the piece with its
 *   numbers untouched), `density_kg_m3` (g/cm³ × 1000, whole) and the cut-to-length bounds and fee.
 *   Quantities of an `m` or `kg` product live in the existing integer columns as millimetres or
 *   grams: the stock's conditional UPDATE and every sum stay integer arithmetic.
 * - `orders` (the purchase order lines, ADR 010) keep their product's unit and weight as placed,
 *   and a cut line's pieces, length and fee per piece; `quantity` is then N × L in mm.
 * - `products_unit_price`: the price sorts, which compare like units (unitRankSql).
 * - `cart_cuts`: a buyer's cut lines. `cart_lines` is unique per (user, product), which SQLite can
 *   only drop by rebuilding the table; cut lines, several per product, are kept beside it instead.
 */
/**
 * Price sorts compare like units (docs/product/catalog.md#sold-by-length-and-weight): pieces first,
 * then per-metre, then per-kilogram prices, each group by price. The catalog's query must spell the
 * expression exactly so, for the index below to serve it.
 */
export const unitRankSql = "(case unit when 'pcs' then 0 when 'm' then 1 else 2 end)";

export function units(kind: DatabaseKind) {
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  const productId = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('unit', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pcs')
            .check(sql`unit in ('pcs', 'm', 'kg')`),
        )
        .execute();
      for (const [column, check] of [
        ['density_kg_m3', sql`density_kg_m3 > 0`],
        ['cut_min_mm', sql`cut_min_mm > 0`],
        ['cut_max_mm', sql`cut_max_mm > 0`],
        ['cut_fee_cents', sql`cut_fee_cents >= 0`],
      ] as const) {
        await db.schema
          .alterTable('products')
          .addColumn(column, column === 'cut_fee_cents' ? money : 'integer', (c) => c.check(check))
          .execute();
      }

      await db.schema
        .createIndex('products_unit_price')
        .on('products')
        .expression(sql.raw(`${unitRankSql}, price_cents, id`))
        .execute();

      await db.schema
        .alterTable('orders')
        .addColumn('unit', 'text', (c) => c.notNull().defaultTo('pcs'))
        .execute();
      for (const column of ['pieces', 'length_mm', 'cut_fee_cents', 'weight_grams']) {
        await db.schema
          .alterTable('orders')
          .addColumn(column, column === 'cut_fee_cents' || column === 'weight_grams' ? money : 'integer')
          .execute();
      }

      await db.schema
        .createTable('cart_cuts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // Kept (null) when the product is deleted, so the cart can say the line is no longer sold.
        .addColumn('product_id', productId, (c) => c.references('products.id').onDelete('set null'))
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('sku', 'text')
        .addColumn('pieces', 'integer', (c) => c.notNull().check(sql`pieces > 0`))
        .addColumn('length_mm', 'integer', (c) => c.notNull().check(sql`length_mm > 0`))
        // The unit price per metre and the cut fee the buyer saw when adding the line.
        .addColumn('unit_price_cents', money, (c) => c.notNull())
        .addColumn('cut_fee_cents', money, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cart_cuts_user').on('cart_cuts').columns(['user_id', 'created_at']).execute();
    },
  };
}
