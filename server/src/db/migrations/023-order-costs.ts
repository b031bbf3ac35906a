import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * What an order costs, frozen when it is placed (PRODUCT.md §16, ADR 029, issue 28).
 *
 * - `purchase_orders.total_cents` now holds the order's total: goods + freight + tax of the lines
 *   not cancelled (goods + tax while the freight is pending). Every reader of the owed amount
 *   (card payment, credit, statements, transfers, reminders) reads it. `goods_cents` holds the
 *   goods alone (the approval threshold, SPEC.md's `productPrice` sum). Older orders had neither
 *   freight nor tax: both columns hold their goods.
 * - Freight: `freight_status` (`none`, `charged`, `pending`), `freight_cents` (null while
 *   pending), why it is pending (`freight_pending_json`), and, once a store admin sets it, the
 *   carrier, note, who and when.
 * - Tax: the rate (percent × 1000, so 8.875 % is 8875: integers on both engines) and label of the
 *   goods and of the freight, the note, and the freight's tax; each line keeps its own tax
 *   (`orders.tax_cents`, rounded per line), so a cancelled line takes its tax with it.
 * - Incoterm, its named place, the buyer's carrier account, and the order's currency.
 */
export function orderCosts(kind: DatabaseKind) {
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      const heads = db.schema.alterTable('purchase_orders');
      await heads.addColumn('goods_cents', money, (c) => c.notNull().defaultTo(0)).execute();
      await sql`update purchase_orders set goods_cents = total_cents`.execute(db);
      await db.schema
        .alterTable('purchase_orders')
        .addColumn('freight_status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('none')
            .check(sql`freight_status in ('none', 'charged', 'pending')`),
        )
        .execute();
      const more: [string, 'text' | 'integer' | typeof money, boolean][] = [
        ['freight_cents', money, false],
        ['freight_pending_json', 'text', false],
        ['freight_carrier', 'text', false],
        ['freight_note', 'text', false],
        ['freight_set_at', 'text', false],
        ['freight_set_by', 'text', false],
        ['freight_tax_cents', money, true],
        ['tax_rate_millis', 'integer', true],
        ['freight_tax_rate_millis', 'integer', true],
        ['tax_label', 'text', false],
        ['freight_tax_label', 'text', false],
        ['tax_note', 'text', false],
        ['incoterm', 'text', false],
        ['incoterm_place', 'text', false],
        ['carrier_account', 'text', false],
      ];
      for (const [name, type, zeroByDefault] of more) {
        await db.schema
          .alterTable('purchase_orders')
          .addColumn(name, type, (c) => (zeroByDefault ? c.notNull().defaultTo(0) : c))
          .execute();
      }
      await sql`update purchase_orders set freight_cents = 0`.execute(db);
      await db.schema
        .alterTable('purchase_orders')
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('tax_cents', money, (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
