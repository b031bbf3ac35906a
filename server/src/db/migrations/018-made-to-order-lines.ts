import { type Kysely, sql } from 'kysely';

/**
 * Order lines of every kind (PRODUCT.md §22, issue 27, docs/decisions/026-order-lines-of-every-kind.md).
 *
 * - `orders.kind`: `catalog`, `cut` or `made_to_order` (a remnant, §20, will be one more value; no
 *   CHECK, which SQLite could only widen by rebuilding the table). Existing lines are read from
 *   what they hold: a cut has pieces, a quoted line that took no stock was made to order.
 * - The quoted item a made-to-order line is: its description, metal, form, grade, dimensions, lead
 *   time, certificate requirement and drawing (the quote's document), as accepted. Null on catalog
 *   and cut lines, whose product says all that.
 * - `quotes.as_sold`: decided when the request is made, against the product as it was then: the
 *   request named a product and gave no dimensions of its own. Only such a quote takes stock. Open
 *   quotes from before this migration read as custom sizes: made to order, no stock moved.
 * - `quotes.certificate_required`: the inspection document the buyer asks for, if any.
 */
export function madeToOrderLines() {
  const text = [
    'description',
    'metal',
    'form',
    'grade',
    'dimensions',
    'certificate_required',
    'drawing_id',
    'drawing_name',
  ];
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('catalog'))
        .execute();
      for (const column of text) await db.schema.alterTable('orders').addColumn(column, 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('lead_time_days', 'integer', (c) => c.check(sql`lead_time_days >= 0`))
        .execute();
      await db.schema
        .alterTable('quotes')
        .addColumn('as_sold', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('quotes').addColumn('certificate_required', 'text').execute();

      await sql`update orders set kind = 'cut' where pieces is not null`.execute(db);
      await sql`update orders set kind = 'made_to_order',
          metal = (select metal from quotes where quotes.id = orders.quote_id),
          form = (select form from quotes where quotes.id = orders.quote_id),
          grade = (select grade from quotes where quotes.id = orders.quote_id),
          dimensions = (select dimensions from quotes where quotes.id = orders.quote_id),
          lead_time_days = (select lead_time_days from quotes where quotes.id = orders.quote_id)
        where quote_id is not null and product_id is null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('quotes').dropColumn('certificate_required').execute();
      await db.schema.alterTable('quotes').dropColumn('as_sold').execute();
      await db.schema.alterTable('orders').dropColumn('lead_time_days').execute();
      for (const column of [...text].reverse()) await db.schema.alterTable('orders').dropColumn(column).execute();
      await db.schema.alterTable('orders').dropColumn('kind').execute();
    },
  };
}
