import type { Kysely } from 'kysely';
import type { OrderStatus } from '#shared/orders/order.schema.ts';
import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import type { Database } from '../../db/database.ts';
import { giveBackStock } from '../catalog/catalog.repository.ts';
import { recordEvent, settlePurchaseOrder } from '../purchase-orders/purchase-orders.repository.ts';
import type { NumberedOrderRow } from './order.mapper.ts';
import type { OrderRow } from './orders.table.ts';

/** Orders with their purchase order's number, for the answers of the original API. */
function numberedOrders(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .leftJoin('purchase_orders', 'purchase_orders.id', 'orders.purchase_order_id')
    .selectAll('orders')
    .select('purchase_orders.number as po_seq');
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

export async function rememberPayment(db: Kysely<Database>, orderId: string, paymentId: string): Promise<void> {
  await db.updateTable('orders').set({ payment_intent_id: paymentId }).where('id', '=', orderId).execute();
}

/**
 * A line alone (the original per-order API) changed: bring its purchase order in line with its
 * lines in the same transaction (docs/product/ordering.md).
 */
async function settleHeadOf(trx: Kysely<Database>, line: OrderRow | undefined, at: string) {
  return line?.purchase_order_id ? (await settlePurchaseOrder(trx, line.purchase_order_id, at)).movedTo : undefined;
}

/** A line changed alone, and the status its purchase order moved to with it (for the buyer's mail). */
export interface LineChange {
  line: OrderRow;
  purchaseOrderMovedTo: PurchaseOrderStatus | undefined;
}

/** unpaid → paid, once: a repeated or concurrent confirmation changes nothing (undefined). */
export function markPaid(
  db: Kysely<Database>,
  orderId: string,
  transactionId: string,
  at: string,
  /** What else commits with the change (its mail, PRODUCT.md §21). */
  alsoInTransaction?: (trx: Kysely<Database>, change: LineChange) => Promise<void>,
): Promise<LineChange | undefined> {
  return db.transaction().execute(async (trx) => {
    const paid = await trx
      .updateTable('orders')
      .set({ status: 'paid', transaction_id: transactionId, updated_at: at })
      .where('id', '=', orderId)
      .where('status', '=', 'unpaid')
      .returningAll()
      .executeTakeFirst();
    if (!paid) return undefined;
    const change = { line: paid, purchaseOrderMovedTo: await settleHeadOf(trx, paid, at) };
    await alsoInTransaction?.(trx, change);
    return change;
  });
}

/**
 * paid → shipped (admin), while its purchase order is paid or in production; undefined otherwise.
 * The purchase order ships when its last paid line does.
 */
export function markShipped(
  db: Kysely<Database>,
  orderId: string,
  at: string,
  /** What else commits with the change (its mail, PRODUCT.md §21). */
  alsoInTransaction?: (trx: Kysely<Database>, change: LineChange) => Promise<void>,
): Promise<LineChange | undefined> {
  return db.transaction().execute(async (trx) => {
    const shipped = await trx
      .updateTable('orders')
      .set({ status: 'shipped', updated_at: at })
      .where('id', '=', orderId)
      .where('status', '=', 'paid')
      .where((eb) =>
        eb.or([
          eb('purchase_order_id', 'is', null),
          eb(
            'purchase_order_id',
            'in',
            eb.selectFrom('purchase_orders').select('id').where('status', 'in', ['paid', 'in_production']),
          ),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (!shipped) return undefined;
    const change = { line: shipped, purchaseOrderMovedTo: await settleHeadOf(trx, shipped, at) };
    await alsoInTransaction?.(trx, change);
    return change;
  });
}

/**
 * `from` → cancelled, putting the quantity back in stock in the same transaction. The status
 * condition makes it happen once: of two processes cancelling (or expiring) the same order at the
 * same moment, one updates the row and returns its stock, the other finds nothing to do
 * (undefined). Its purchase order loses the line from its total, and is cancelled with its last.
 * `alsoInTransaction` runs once the conditional UPDATE has won, in its transaction: a paid line's
 * cancel records its refund in the outbox there, so a cancel that is refused never refunds
 * (issue 26) and the provider is called only after the commit (refunds.ts).
 */
export function cancelOrder(
  db: Kysely<Database>,
  orderId: string,
  options: {
    from: OrderStatus;
    alsoInTransaction?: (trx: Kysely<Database>, cancelled: OrderRow) => Promise<void>;
    at: string;
    actorId?: string | null;
  },
): Promise<OrderRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', refund_id: null, updated_at: options.at })
      .where('id', '=', orderId)
      .where('status', '=', options.from)
      .returningAll()
      .executeTakeFirst();
    if (cancelled?.product_id != null) await giveBackStock(trx, cancelled.product_id, cancelled.quantity, options.at);
    if (cancelled?.purchase_order_id) {
      const { movedTo } = await settlePurchaseOrder(trx, cancelled.purchase_order_id, options.at);
      if (movedTo !== 'cancelled') {
        await recordEvent(trx, cancelled.purchase_order_id, {
          type: 'line_cancelled',
          at: options.at,
          note: cancelled.product_name,
          actorId: options.actorId ?? null,
        });
      }
    }
    if (cancelled) await options.alsoInTransaction?.(trx, cancelled);
    return cancelled;
  });
}
