import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OrderRow } from './orders.table.ts';

export function findOrder(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listOrdersOf(db: Kysely<Database>, buyerEmail: string): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('buyer_email', '=', buyerEmail)
    .orderBy('created_at', 'desc')
    .execute();
}

export function listAllOrders(db: Kysely<Database>): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').execute();
}

export async function rememberPayment(db: Kysely<Database>, orderId: string, paymentId: string): Promise<void> {
  await db.updateTable('orders').set({ payment_intent_id: paymentId }).where('id', '=', orderId).execute();
}

/** unpaid → paid, once: a repeated or concurrent confirmation changes nothing. */
export async function markPaid(db: Kysely<Database>, orderId: string, transactionId: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'paid', transaction_id: transactionId, updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** paid → shipped (admin). */
export async function markShipped(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'shipped', updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** unpaid → cancelled, putting the quantity back in stock in the same transaction. */
export function cancelOrder(db: Kysely<Database>, orderId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const cancelled = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', '=', orderId)
      .where('status', '=', 'unpaid')
      .returning(['product_id', 'quantity'])
      .executeTakeFirst();
    if (!cancelled) return false;
    if (cancelled.product_id !== null) {
      await trx
        .updateTable('products')
        .set({ total: sql`total + ${cancelled.quantity}`, updated_at: now })
        .where('id', '=', cancelled.product_id)
        .execute();
    }
    return true;
  });
}
