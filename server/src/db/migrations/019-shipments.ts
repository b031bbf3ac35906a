import { type Kysely, sql } from 'kysely';

/**
 * Partial shipments (PRODUCT.md §22, issue 27, docs/product/ordering.md#shipping).
 *
 * - `shipments`: one row per parcel that left, numbered within its order (`seq`, 1, 2, …; unique
 *   per order, so two shipments recorded at once can never take the same number), with its carrier,
 *   tracking number, time and the admin who shipped it. Carrier and tracking may be null: the
 *   original API's per-line ship has neither.
 * - `shipment_lines`: what each shipment held, in the line's base unit (pieces, mm or g, as
 *   `orders.quantity`).
 * - `orders.shipped_quantity`: how much of the line has shipped, in the same base unit, never above
 *   `quantity` (a CHECK, the last guard behind the ship command's conditional UPDATE). A cut line
 *   (quantity = N × L mm) ships in whole pieces, so its shipped quantity is always a multiple of L:
 *   the ship command refuses anything else.
 * - Orders shipped before this migration become one shipment each holding all their shipped lines,
 *   with the head's carrier and tracking number and the time of its `shipped` event. An order with
 *   some lines shipped (the original API ships line by line) and others still live becomes
 *   `partially_shipped`.
 */
export function shipments() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('shipments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('purchase_order_id', 'text', (c) => c.notNull().references('purchase_orders.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 1`))
        .addColumn('carrier', 'text')
        .addColumn('tracking_number', 'text')
        .addColumn('shipped_at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addUniqueConstraint('shipments_order_seq', ['purchase_order_id', 'seq'])
        .execute();
      await db.schema
        .createTable('shipment_lines')
        .addColumn('shipment_id', 'text', (c) => c.notNull().references('shipments.id').onDelete('cascade'))
        .addColumn('line_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addPrimaryKeyConstraint('shipment_lines_pkey', ['shipment_id', 'line_id'])
        .execute();
      await db.schema.createIndex('shipment_lines_line').on('shipment_lines').column('line_id').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('shipped_quantity', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`shipped_quantity >= 0 and shipped_quantity <= quantity`),
        )
        .execute();

      await sql`update orders set shipped_quantity = quantity where status = 'shipped'`.execute(db);
      const shippedAt = sql`coalesce(
        (select max(e.at) from purchase_order_events e where e.purchase_order_id = purchase_orders.id and e.type = 'shipped'),
        purchase_orders.updated_at)`;
      await sql`
        insert into shipments (id, purchase_order_id, seq, carrier, tracking_number, shipped_at, actor_id)
        select 'shp_' || id, id, 1, carrier, tracking_number, ${shippedAt},
          (select e.actor_id from purchase_order_events e
            where e.purchase_order_id = purchase_orders.id and e.type = 'shipped'
            order by e.at desc, e.id desc limit 1)
        from purchase_orders
        where exists (select 1 from orders where orders.purchase_order_id = purchase_orders.id and orders.status = 'shipped')`.execute(
        db,
      );
      await sql`
        insert into shipment_lines (shipment_id, line_id, quantity)
        select 'shp_' || purchase_order_id, id, quantity from orders
        where status = 'shipped' and purchase_order_id is not null`.execute(db);
      // Shipped line by line through the original API, with live lines still to go.
      await sql`
        update purchase_orders set status = 'partially_shipped'
        where status in ('paid', 'in_production', 'confirmed')
          and exists (select 1 from orders where orders.purchase_order_id = purchase_orders.id and orders.status = 'shipped')
          and exists (select 1 from orders where orders.purchase_order_id = purchase_orders.id
            and orders.status in ('unpaid', 'paid'))`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      // The old life had no partial state: such an order reads as still being made.
      await sql`update purchase_orders set status = 'in_production' where status = 'partially_shipped'`.execute(db);
      await db.schema.alterTable('orders').dropColumn('shipped_quantity').execute();
      await db.schema.dropTable('shipment_lines').execute();
      await db.schema.dropTable('shipments').execute();
    },
  };
}
