import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { enqueue, type OutboxContext, type RefundPayload } from '../outbox/index.ts';
import type { ActionContext } from '../outbox/index.ts';
import { moneyIn } from './order-money.ts';
import { lockPurchaseOrder, recordEvent, settleLockedPurchaseOrder } from './purchase-orders.repository.ts';

/**
 * Records the refund of a cancel in the cancel's transaction (issue 26): it is made if and only if
 * the cancel commits, and never while that transaction (SQLite's write lock, the order's row lock)
 * is held. The caller delivers the ids at once after its commit (`app.outbox.deliverNow`).
 */
export function requestRefund(
  trx: Kysely<Database>,
  context: OutboxContext & Pick<ActionContext, 'payments'>,
  payload: RefundPayload,
): Promise<string[]> {
  return enqueue(trx, context, 'refund', context.payments.name, payload);
}

/**
 * The worker's side: refunds each payment with the message's idempotency key (a retry, or a
 * redelivery after a crash between the provider's answer and our commit, gets the same refund),
 * then records the refunds in one transaction of its own. Recording is conditional, so doing it
 * twice records it once. Throws when the provider fails (retried) or refuses (failed, resendable
 * from /dashboard/outbox); the order stays cancelled, its payment shown paid until refunded.
 */
export async function performRefund(context: ActionContext, payload: RefundPayload, message: { id: string }) {
  const refunds = new Map<string, string>();
  for (const payment of payload.payments) {
    if (refunds.has(payment.paymentId)) continue;
    const refund = await context.payments.refund({
      paymentId: payment.paymentId,
      orderId: payment.paidFor,
      idempotencyKey: `refund-${message.id}-${payment.paymentId}`,
    });
    refunds.set(payment.paymentId, refund.id);
  }
  const at = context.config.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    if (payload.lineId)
      await recordLineRefund(trx, context, { ...payload, lineId: payload.lineId }, [...refunds.values()][0]!, at);
    if (payload.purchaseOrderId && !payload.lineId) {
      await recordPurchaseOrderRefund(trx, payload.purchaseOrderId, refunds, at, payload.actorId);
    }
  });
  const cents = payload.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return `Refund of ${moneyIn(payload.currency ?? 'USD', cents)} for order ${payload.orderNumber}`;
}

/**
 * A line cancelled alone keeps its refund; its purchase order is refunded once all its lines are
 * gone. Head first, as every change of an order (lockPurchaseOrder).
 */
async function recordLineRefund(
  trx: Kysely<Database>,
  context: ActionContext,
  payload: RefundPayload & { lineId: string },
  refundId: string,
  at: string,
) {
  const head = payload.purchaseOrderId && (await lockPurchaseOrder(trx, context.dbKind, payload.purchaseOrderId));
  const line = await trx
    .updateTable('orders')
    .set({ refund_id: refundId })
    .where('id', '=', payload.lineId)
    .where('refund_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (line && head) await settleLockedPurchaseOrder(trx, head, at);
}

/** The purchase order is refunded, each paid line keeps the refund of the payment that paid it. */
async function recordPurchaseOrderRefund(
  trx: Kysely<Database>,
  purchaseOrderId: string,
  refunds: Map<string, string>,
  at: string,
  actorId: string | null,
) {
  const refundIds = [...refunds.values()];
  const head = await trx
    .updateTable('purchase_orders')
    .set((eb) => ({
      payment_status: 'refunded',
      refund_id: eb.fn.coalesce('refund_id', eb.val(refundIds[0] ?? null)),
    }))
    .where('id', '=', purchaseOrderId)
    .where('payment_status', '!=', 'refunded')
    .returning('id')
    .executeTakeFirst();
  // Recorded already (a redelivery after a crash before the message was marked delivered).
  if (!head) return;
  for (const [paymentId, refundId] of refunds) {
    await trx
      .updateTable('orders')
      .set({ refund_id: refundId })
      .where('purchase_order_id', '=', purchaseOrderId)
      .where('transaction_id', '=', paymentId)
      .where('refund_id', 'is', null)
      .execute();
  }
  await recordEvent(trx, purchaseOrderId, { type: 'refunded', at, note: refundIds.join(', '), actorId });
}
