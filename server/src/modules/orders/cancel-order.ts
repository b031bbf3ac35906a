import type { Kysely } from 'kysely';
import { messages } from '#shared/messages.ts';
import type { Database } from '../../db/database.ts';
import { conflict, forbidden } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { requestRefund } from '../purchase-orders/refunds.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import { findPurchaseOrder } from '../purchase-orders/purchase-orders.repository.ts';
import { cancelOrder } from './orders.repository.ts';
import type { OrderRow } from './orders.table.ts';
import type { OrdersContext } from './place-order.ts';

/**
 * Cancels an order and puts its quantity back in stock (docs/product/rules.md#data-money-and-stock, docs/product/rules.md#security):
 * - unpaid: its buyer or an admin;
 * - paid: an admin only, with a refund through the payment provider, recorded in the outbox with
 *   the cancel and made right after it commits (a provider down: cancelled, refund pending);
 * - shipped or cancelled: refused (409).
 * The caller has already checked that the viewer is the buyer or an admin.
 */
export async function cancelOrderAs(context: OrdersContext, order: OrderRow, viewer: Viewer): Promise<OrderRow> {
  const at = context.config.now().toISOString();
  if (order.status === 'unpaid') {
    const cancelled = await cancelOrder(context.db, order.id, { from: 'unpaid', at, actorId: viewer.id });
    // Paid, or cancelled, meanwhile: the caller reads the order again and sees why.
    if (!cancelled) throw conflict(messages.orders.onlyUnpaidCancel);
    context.catalogCache.invalidate();
    return cancelled;
  }
  if (order.status === 'paid') {
    if (!viewer.isAdmin) throw forbidden(messages.orders.paidCancelByStore);
    const paidFor = await paymentOwnerOf(context, order);
    // The cancel commits with its refund recorded in the outbox, made once it has won and after
    // the commit (issue 26, refunds.ts): a ship that got there first leaves nothing refunded.
    let refundIds: string[] = [];
    const requestLineRefund = async (trx: Kysely<Database>, cancelled: OrderRow) => {
      refundIds = await requestRefund(trx, context, {
        purchaseOrderId: cancelled.purchase_order_id,
        lineId: cancelled.id,
        payments: [{ paymentId: order.transaction_id!, paidFor, amountCents: Number(cancelled.total_cents) }],
        orderNumber: await orderNumberOf(trx, cancelled),
        actorId: viewer.id,
      });
    };
    const cancelled = await cancelOrder(context.db, order.id, {
      from: 'paid',
      alsoInTransaction: requestLineRefund,
      at,
      actorId: viewer.id,
    });
    if (!cancelled) throw conflict(messages.orders.shippedCancel);
    context.catalogCache.invalidate();
    // Refunded before the answer in the normal case; with the provider down it is cancelled, the
    // refund pending (refundId null) until the outbox's retry makes it.
    await context.outbox.deliverNow(refundIds);
    return (
      (await context.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirst()) ?? cancelled
    );
  }
  throw conflict(order.status === 'shipped' ? messages.orders.shippedCancel : messages.orders.onlyUnpaidCancel);
}

/**
 * What the line's payment was created for: the line itself (paid alone), or its purchase order
 * when one payment paid the whole order. A payment shared with other lines cannot be refunded for
 * one line (refunds are whole): the store cancels the purchase order instead (409 saying so).
 */
async function paymentOwnerOf(context: OrdersContext, order: OrderRow): Promise<string> {
  if (!order.purchase_order_id) return order.id;
  const head = await findPurchaseOrder(context.db, order.purchase_order_id);
  if (!head || head.payment_intent_id !== order.transaction_id) return order.id;
  const sharing = await context.db
    .selectFrom('orders')
    .select('id')
    .where('purchase_order_id', '=', head.id)
    .where('transaction_id', '=', order.transaction_id)
    .where('status', '!=', 'cancelled')
    .where('id', '!=', order.id)
    .executeTakeFirst();
  if (sharing) throw conflict(messages.purchaseOrders.cancelWholeOrder(formatOrderNumber(head.number)));
  return head.id;
}

/** The number the outbox page shows for the refund: its purchase order's, or the line's own id. */
async function orderNumberOf(trx: Kysely<Database>, line: OrderRow): Promise<string> {
  if (!line.purchase_order_id) return line.id;
  const head = await findPurchaseOrder(trx, line.purchase_order_id);
  return head ? formatOrderNumber(head.number) : line.id;
}
