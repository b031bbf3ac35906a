import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Purchase orders, carts and the order timeline (docs/product/ordering.md).
 *
 * One model for every way of buying: a purchase order is the head (buyer, ship-to, PO number,
 * status, payment, shipping) and its lines are rows of the existing `orders` table, so every line
 * is still an order in the original API's sense (GET /orders lists it) and the stock rules, the
 * unpaid-order expiry and the refunds keep working on lines. Quotes, company approvals and cut
 * lines (later migrations) add columns to these two tables rather than new kinds of order.
 *
 * - Every existing order becomes a one-line purchase order (`po_` + its id), numbered in the
 *   order it was placed; its status, payment and refund move to the head.
 * - `number` is the store's order number (RM-000123 in the API): a sequence on PostgreSQL, where
 *   concurrent checkouts must not wait on one counter row; on SQLite write transactions run one
 *   at a time, so max + 1 inside the checkout's transaction is safe.
 * - The head's status has no CHECK constraint: company approvals add states later, and SQLite can
 *   only change a CHECK by rebuilding the table. The shared schema's enum is the rule.
 * - `cart_lines` keep the unit price the buyer saw when they set the quantity, so a line
 *   repriced since then is shown and refused at checkout until the buyer accepts the new price.
 */
export function purchaseOrders(kind: DatabaseKind) {
  const money = kind === 'postgres' ? 'bigint' : 'integer';
  const productId = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('purchase_orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('number', 'integer', (c) => c.notNull().unique())
        .addColumn('buyer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('buyer_email', 'text', (c) => c.notNull())
        .addColumn('buyer_name', 'text', (c) => c.notNull())
        .addColumn('buyer_company', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('po_number', 'text')
        .addColumn('ship_to_address', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('requested_date', 'text')
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('card'))
        .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('unpaid'))
        .addColumn('total_cents', money, (c) => c.notNull())
        .addColumn('payment_intent_id', 'text')
        .addColumn('transaction_id', 'text')
        .addColumn('refund_id', 'text')
        .addColumn('carrier', 'text')
        .addColumn('tracking_number', 'text')
        .addColumn('idempotency_key', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('purchase_orders_buyer_idempotency_key', ['buyer_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('purchase_orders_buyer_created')
        .on('purchase_orders')
        .columns(['buyer_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('purchase_orders_status_created')
        .on('purchase_orders')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema.createIndex('purchase_orders_created').on('purchase_orders').column('created_at').execute();

      await db.schema
        .createTable('purchase_order_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('purchase_order_id', 'text', (c) => c.notNull().references('purchase_orders.id').onDelete('cascade'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('actor_id', 'text')
        .execute();
      await db.schema
        .createIndex('purchase_order_events_order')
        .on('purchase_order_events')
        .columns(['purchase_order_id', 'at'])
        .execute();

      const orders = () => db.schema.alterTable('orders');
      await orders()
        .addColumn('purchase_order_id', 'text', (c) => c.references('purchase_orders.id').onDelete('cascade'))
        .execute();
      await orders()
        .addColumn('line_no', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await orders().addColumn('sku', 'text').execute();
      await orders().addColumn('heat_number', 'text').execute();

      await db.schema
        .alterTable('profiles')
        .addColumn('ship_to_address', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('cart_lines')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // Kept (null) when the product is deleted, so the cart can say the line is no longer sold.
        .addColumn('product_id', productId, (c) => c.references('products.id').onDelete('set null'))
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('sku', 'text')
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('unit_price_cents', money, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('cart_lines_user_product', ['user_id', 'product_id'])
        .execute();

      await moveOrdersIntoPurchaseOrders(db, kind);
      await db.schema
        .createIndex('orders_purchase_order')
        .on('orders')
        .columns(['purchase_order_id', 'line_no'])
        .execute();
    },
  };
}

/** Every order placed before purchase orders existed becomes a one-line purchase order. */
async function moveOrdersIntoPurchaseOrders(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await sql`
    insert into purchase_orders (
      id, number, buyer_id, buyer_email, buyer_name, buyer_company, po_number, ship_to_address, phone,
      requested_date, notes, status, payment_method, payment_status, total_cents, payment_intent_id,
      transaction_id, refund_id, carrier, tracking_number, idempotency_key, created_at, updated_at
    )
    select
      'po_' || orders.id,
      row_number() over (order by orders.created_at, orders.id),
      orders.buyer_id, orders.buyer_email, orders.buyer_name,
      coalesce((select profiles.education from profiles where profiles.user_id = orders.buyer_id), ''),
      null, orders.buyer_address, orders.phone, null, '', orders.status, 'card',
      case
        when orders.refund_id is not null then 'refunded'
        when orders.transaction_id is not null then 'paid'
        else 'unpaid'
      end,
      orders.total_cents, null, orders.transaction_id, orders.refund_id, null, null, orders.idempotency_key,
      orders.created_at, orders.updated_at
    from orders`.execute(db);
  await sql`update orders set purchase_order_id = 'po_' || id, line_no = 1,
    sku = (select products.sku from products where products.id = orders.product_id)`.execute(db);
  await sql`
    insert into purchase_order_events (id, purchase_order_id, at, type, note, actor_id)
    select 'ev_placed_' || id, id, created_at, 'placed', null, buyer_id from purchase_orders`.execute(db);
  await sql`
    insert into purchase_order_events (id, purchase_order_id, at, type, note, actor_id)
    select 'ev_' || status || '_' || id, id, updated_at, status, null, null
    from purchase_orders where status <> 'unpaid'`.execute(db);
  if (kind === 'postgres') {
    await sql`create sequence purchase_order_number`.execute(db);
    await sql`select setval('purchase_order_number', coalesce((select max(number) from purchase_orders), 0) + 1, false)`.execute(
      db,
    );
  }
}
