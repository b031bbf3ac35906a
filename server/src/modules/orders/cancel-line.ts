import { messages } from '#shared/messages.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import { conflict, forbidden } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { giveBackStock } from '../catalog/index.ts';
import { lineWithTaxCents } from './amount-due.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { requestRefund } from './refunds.ts';
import {
  findLine,
  findPurchaseOrder,
  lockPurchaseOrder,
  recordEvent,
  settleLockedPurchaseOrder,
} from './purchase-orders.repository.ts';
import type { OrderRow } from './orders.table.ts';

/**
 * Cancels one line of a purchase order (the original API's POST /order/{id}/cancel) and puts its
 * quantity back in stock (docs/product/rules.md#data-money-and-stock):
 * - unpaid: its buyer or an admin;
 * - paid: an admin only, with a refund through the payment provider, recorded in the outbox with
 *   the cancel and made right after it commits (a provider down: cancelled, refund pending);
 * - shipped or cancelled: refused (409).
 * The caller has already checked that the viewer is the buyer or an admin. The purchase order
 * loses the line from its total, and is cancelled with its last line.
 */
export async function cancelLineAs(context: PurchaseOrdersContext, line: OrderRow, viewer: Viewer): Promise<OrderRow> {
  if (line.status === 'unpaid') {
    const cancelled = await cancelLine(context, line, { from: 'unpaid', actorId: viewer.id });
    // Paid, or cancelled, meanwhile: the caller reads the order again and sees why.
    if (!cancelled) throw conflict(messages.orders.onlyUnpaidCancel);
    return cancelled.line;
  }
  if (line.status === 'paid') {
    if (!viewer.isAdmin) throw forbidden(messages.orders.paidCancelByStore);
    const paidFor = await paymentOwnerOf(context, line);
    const cancelled = await cancelLine(context, line, { from: 'paid', actorId: viewer.id, paidFor });
    if (!cancelled) throw conflict(messages.orders.shippedCancel);
    // Refunded before the answer in the normal case; with the provider down it is cancelled, the
    // refund pending (refundId null) until the outbox's retry makes it.
    await context.outbox.deliverNow(cancelled.refundIds);
    return (await findLine(context.db, line.id)) ?? cancelled.line;
  }
  throw conflict(line.status === 'shipped' ? messages.orders.shippedCancel : messages.orders.onlyUnpaidCancel);
}

/**
 * `from` → cancelled, head first (lockPurchaseOrder), with the line's stock back in the same
 * transaction. The status condition makes it happen once: of two processes cancelling the same
 * line at once, one updates it and returns its stock, the other finds nothing to do (undefined).
 * A paid line's refund is recorded in the outbox in the same transaction, once the cancel has won,
 * so a refused cancel never refunds and the provider is called only after the commit (refunds.ts).
 */
async function cancelLine(
  context: PurchaseOrdersContext,
  line: OrderRow,
  options: { from: 'unpaid' | 'paid'; actorId: string; paidFor?: string },
): Promise<{ line: OrderRow; refundIds: string[] } | undefined> {
  const at = context.config.now().toISOString();
  const done = await context.db.transaction().execute(async (trx) => {
    const head = await lockPurchaseOrder(trx, context.dbKind, line.purchase_order_id!);
    if (!head) return undefined;
    const cancelled = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', refund_id: null, updated_at: at })
      .where('id', '=', line.id)
      .where('status', '=', options.from)
      .returningAll()
      .executeTakeFirst();
    if (!cancelled) return undefined;
    if (cancelled.product_id !== null) await giveBackStock(trx, { ...cancelled, product_id: cancelled.product_id }, at);
    const { movedTo } = await settleLockedPurchaseOrder(trx, head, at);
    if (movedTo !== 'cancelled') {
      await recordEvent(trx, head.id, {
        type: 'line_cancelled',
        at,
        note: cancelled.product_name,
        actorId: options.actorId,
      });
    }
    const refundIds = options.paidFor
      ? await requestRefund(trx, context, {
          purchaseOrderId: head.id,
          lineId: cancelled.id,
          payments: [
            { paymentId: line.transaction_id!, paidFor: options.paidFor, amountCents: lineWithTaxCents(cancelled) },
          ],
          orderNumber: formatOrderNumber(head.number),
          currency: head.currency,
          actorId: options.actorId,
        })
      : [];
    return { line: cancelled, refundIds };
  });
  if (done) context.catalogCache.invalidate();
  return done;
}

/**
 * What the line's payment was created for: the line itself (paid alone), or its purchase order
 * when one payment paid the whole order. A payment shared with other lines cannot be refunded for
 * one line (refunds are whole): the store cancels the purchase order instead (409 saying so).
 */
async function paymentOwnerOf(context: PurchaseOrdersContext, line: OrderRow): Promise<string> {
  const head = await findPurchaseOrder(context.db, line.purchase_order_id!);
  if (!head || head.payment_intent_id !== line.transaction_id) return line.id;
  const sharing = await context.db
    .selectFrom('orders')
    .select('id')
    .where('purchase_order_id', '=', head.id)
    .where('transaction_id', '=', line.transaction_id)
    .where('status', '!=', 'cancelled')
    .where('id', '!=', line.id)
    .executeTakeFirst();
  if (sharing) throw conflict(messages.purchaseOrders.cancelWholeOrder(formatOrderNumber(head.number)));
  return head.id;
}
