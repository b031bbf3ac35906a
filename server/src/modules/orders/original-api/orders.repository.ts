import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { NumberedOrderRow } from './order.mapper.ts';

/** Orders with their purchase order's number and currency, for the answers of the original API. */
function numberedOrders(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .leftJoin('purchase_orders', 'purchase_orders.id', 'orders.purchase_order_id')
    .selectAll('orders')
    .select(['purchase_orders.number as po_seq', 'purchase_orders.currency as po_currency']);
}

export function findOrder(db: Kysely<Database>, id: string): Promise<NumberedOrderRow | undefined> {
  return numberedOrders(db).where('orders.id', '=', id).executeTakeFirst();
}

/**
 * A buyer's orders, by account (docs/product/rules.md#security): never by email, so whoever registers a removed
 * buyer's email later sees none of them.
 */
export function listOrdersOfBuyer(db: Kysely<Database>, buyerId: string): Promise<NumberedOrderRow[]> {
  return numberedOrders(db)
    .where('orders.buyer_id', '=', buyerId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.line_no')
    .execute();
}

export function listAllOrders(db: Kysely<Database>): Promise<NumberedOrderRow[]> {
  return numberedOrders(db).orderBy('orders.created_at', 'desc').orderBy('orders.line_no').execute();
}
