import { messages } from '#shared/messages.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import { currency, type PaymentInfo } from '../payments/payment-provider.ts';
import { noticeToBuyer } from '../purchase-orders/purchase-order-notices.ts';
import { findOrder, markPaid } from './orders.repository.ts';
import type { OrderRow } from './orders.table.ts';
import type { OrdersContext } from './place-order.ts';

const isPaymentOf = (payment: PaymentInfo | undefined, order: OrderRow): payment is PaymentInfo =>
  payment?.succeeded === true &&
  payment.orderId === order.id &&
  payment.amountCents === Number(order.total_cents) &&
  payment.currency === currency;

/**
 * Marks an order paid only when the provider confirms that this payment succeeded, for exactly
 * this order's total, in our currency, and was created for this order (docs/product/rules.md#who-may-call-what). Repeating
 * it with the same payment is harmless. Used by PATCH /order/{id}, the Stripe webhook and the
 * expiry of unpaid orders. A payment that succeeds for an order already cancelled (it expired
 * while the buyer was paying) is refunded: nobody pays for an order they will not get.
 */
export async function confirmOrderPayment(
  context: OrdersContext,
  order: OrderRow,
  paymentId: string,
): Promise<OrderRow> {
  if (order.status === 'cancelled' && order.transaction_id === null) {
    const payment = await context.payments.retrieve(paymentId);
    if (!isPaymentOf(payment, order)) throw conflict(messages.payment.notPayable);
    await context.payments.refund({ paymentId, orderId: order.id });
    throw conflict(messages.payment.refundedLate);
  }
  if (order.status !== 'unpaid') {
    if (order.transaction_id === paymentId) return order;
    throw conflict(messages.payment.alreadyPaid);
  }
  const payment = await context.payments.retrieve(paymentId);
  if (!isPaymentOf(payment, order)) throw badRequest(messages.payment.notConfirmed);
  const paid = await markPaid(
    context.db,
    order.id,
    paymentId,
    context.config.now().toISOString(),
    async (trx, change) => {
      if (change.purchaseOrderMovedTo === 'paid')
        await noticeToBuyer(trx, context, 'paid', change.line.purchase_order_id!);
    },
  );
  if (paid) {
    context.outbox.kick();
    return paid.line;
  }
  // Another confirmation (or the expiry) got there first: read what it left.
  const current = (await findOrder(context.db, order.id))!;
  if (current.transaction_id === paymentId) return current;
  if (current.status === 'cancelled') return confirmOrderPayment(context, current, paymentId);
  throw conflict(messages.payment.alreadyPaid);
}
