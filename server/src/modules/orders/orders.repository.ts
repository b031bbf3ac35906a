import type { Kysely } from 'kysely';
import type { OrderStatus } from '#shared/orders/order.schema.ts';
import type { Database } from '../../db/database.ts';
import { giveBackStock } from '../catalog/catalog.repository.ts';
import type { OrderRow } from './orders.table.ts';

export function findOrder(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A buyer's orders, by account (docs/product/rules.md#security): never by email, so whoever registers a removed
 * buyer's email later sees none of them.
 */
export function listOrdersOfBuyer(db: Kysely<Database>, buyerId: string): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('buyer_id', '=', buyerId).orderBy('created_at', 'desc').execute();
}

export function listAllOrders(db: Kysely<Database>): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').execute();
}

export async function countUnpaidOrdersOf(db: Kysely<Database>, buyerId: string): Promise<number> {
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'unpaid')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Unpaid orders placed before `before` (ISO time), oldest first. */
export function listUnpaidOrdersBefore(db: Kysely<Database>, before: string, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'unpaid')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function rememberPayment(db: Kysely<Database>, orderId: string, paymentId: string): Promise<void> {
  await db.updateTable('orders').set({ payment_intent_id: paymentId }).where('id', '=', orderId).execute();
}

/** unpaid → paid, once: a repeated or concurrent confirmation changes nothing (undefined). */
export function markPaid(db: Kysely<Database>, orderId: string, transactionId: string): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set({ status: 'paid', transaction_id: transactionId, updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', 'unpaid')
    .returningAll()
    .executeTakeFirst();
}

/** paid → shipped (admin); undefined when the order was not paid. */
export function markShipped(db: Kysely<Database>, orderId: string): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set({ status: 'shipped', updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .returningAll()
    .executeTakeFirst();
}

/**
 * `from` → cancelled, putting the quantity back in stock in the same transaction. The status
 * condition makes it happen once: of two processes cancelling (or expiring) the same order at the
 * same moment, one updates the row and returns its stock, the other finds nothing to do
 * (undefined).
 */
export function cancelOrder(
  db: Kysely<Database>,
  orderId: string,
  options: { from: OrderStatus; refundId?: string | null; at: string },
): Promise<OrderRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', refund_id: options.refundId ?? null, updated_at: options.at })
      .where('id', '=', orderId)
      .where('status', '=', options.from)
      .returningAll()
      .executeTakeFirst();
    if (cancelled?.product_id != null) await giveBackStock(trx, cancelled.product_id, cancelled.quantity, options.at);
    return cancelled;
  });
}
