import type { FastifyInstance } from 'fastify';
import { messages } from '#shared/messages.ts';
import { badRequest, conflict } from '../../errors.ts';
import { currency } from '../payments/payment-provider.ts';
import { findOrder, markPaid } from './orders.repository.ts';
import type { OrderRow } from './orders.table.ts';

/**
 * Marks an order paid only when the provider confirms that this payment succeeded, for exactly
 * this order's total, in our currency, and was created for this order (PRODUCT.md §4). Repeating
 * it with the same payment is harmless. Used by PATCH /order/{id} and by the Stripe webhook.
 */
export async function confirmOrderPayment(app: FastifyInstance, order: OrderRow, paymentId: string): Promise<OrderRow> {
  if (order.status !== 'unpaid') {
    if (order.transaction_id === paymentId) return order;
    throw conflict(order.status === 'cancelled' ? messages.payment.notPayable : messages.payment.alreadyPaid);
  }
  const payment = await app.payments.retrieve(paymentId);
  const matches =
    payment?.succeeded === true &&
    payment.orderId === order.id &&
    payment.amountCents === Number(order.total_cents) &&
    payment.currency === currency;
  if (!matches) throw badRequest(messages.payment.notConfirmed);
  await markPaid(app.db, order.id, paymentId);
  const updated = (await findOrder(app.db, order.id))!;
  if (updated.transaction_id !== paymentId) throw conflict(messages.payment.alreadyPaid);
  return updated;
}
