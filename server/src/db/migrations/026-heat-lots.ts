import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/** The heat number of stock whose heat nobody recorded: what existed before lots, or an admin's edit of `total`. */
export const unassignedHeat = 'UNASSIGNED';

/**
 * Stock by heat (PRODUCT.md §20, issue 31).
 *
 * - `lots`: a product's stock received from one heat, in the product's base units (whole pieces,
 *   mm or g, as `products.total`, migration 013). `products.total` stays the sum of its lots: the
 *   catalog reads and conditionally updates one number, and every writer changes both in one
 *   transaction. `notes` are the store's own; `public` lots are the ones buyers see. The lot's
 *   certificate is a `certificate` document with neither order nor line.
 * - `lot_adjustments`: every correction of a lot (receipts are lots of their own), for the audit.
 * - `line_allocations`: what each order line took from which lot, so a cancel returns it there.
 *
 * - `cart_lines.heat_number`, `cart_cuts.heat_number`: the public heat the buyer pinned (null: any).
 *
 * Every product with stock gets one lot `UNASSIGNED` holding its total, received today.
 */
export function heatLots(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lots')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product_id', kind === 'postgres' ? 'bigint' : 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('heat_number', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
        .addColumn('received_on', 'text', (c) => c.notNull())
        .addColumn('mill', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('public', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`public in (0, 1)`),
        )
        .addColumn('certificate_document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
        .addColumn('certificate_type', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('lots_product_heat', ['product_id', 'heat_number'])
        .execute();
      await db.schema
        .createTable('lot_adjustments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('lot_id', 'text', (c) => c.notNull().references('lots.id').onDelete('cascade'))
        .addColumn('delta', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('lot_adjustments_lot').on('lot_adjustments').columns(['lot_id', 'at']).execute();
      await db.schema
        .createTable('line_allocations')
        .addColumn('line_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('lot_id', 'text', (c) => c.notNull().references('lots.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addPrimaryKeyConstraint('line_allocations_pk', ['line_id', 'lot_id'])
        .execute();
      // The heat a buyer pinned on a cart line or cut (null: oldest first).
      for (const table of ['cart_lines', 'cart_cuts']) {
        await db.schema.alterTable(table).addColumn('heat_number', 'text').execute();
      }
      await db.schema.createIndex('line_allocations_lot').on('line_allocations').column('lot_id').execute();
      const at = new Date().toISOString();
      await sql`insert into lots (id, product_id, heat_number, quantity, received_on, public, created_at)
        select 'unassigned-' || cast(id as text), id, ${unassignedHeat}, total, ${at.slice(0, 10)}, 0, ${at}
        from products where total > 0`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['cart_lines', 'cart_cuts']) {
        await db.schema.alterTable(table).dropColumn('heat_number').execute();
      }
      await db.schema.dropTable('line_allocations').execute();
      await db.schema.dropTable('lot_adjustments').execute();
      await db.schema.dropTable('lots').execute();
    },
  };
}
