import { messages } from '#shared/messages.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import { orderTotalProblem } from '#shared/orders/order-limits.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import type { PaymentInfo } from '../payments/index.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { amountDueCents } from './amount-due.ts';
import { noticeToBuyer } from './purchase-order-notices.ts';
import { applyAccountPayment } from './purchase-order-transfers.ts';
import { findPurchaseOrderDetail, type PurchaseOrderDetail, recordEvent } from './purchase-orders.repository.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';

/**
 * Starts (or resumes) the one card payment of a purchase order's unpaid lines
 * (docs/product/ordering.md#paying). The amount is the stored lines', never the client's; the
 * open payment is reused while the buyer retries a declined card and the amount has not changed.
 * It is made in the order's currency (PRODUCT.md §17), the amount in its minor units.
 * Whether it may be paid now is the `pay` rule of order-actions.ts, which the caller has checked.
 */
export async function startPurchaseOrderPayment(
  context: PurchaseOrdersContext,
  detail: PurchaseOrderDetail,
): Promise<{ clientSecret: string }> {
  const { head } = detail;
  const amountCents = amountDueCents(detail);
  const tooLarge = orderTotalProblem(amountCents, head.currency);
  if (tooLarge) throw badRequest(tooLarge);
  const payment = await context.payments.createPayment({
    orderId: head.id,
    amountCents,
    currency: head.currency,
    buyerEmail: head.buyer_email,
    existingPaymentId: head.payment_intent_id,
  });
  if (payment.id !== head.payment_intent_id) {
    await context.db
      .updateTable('purchase_orders')
      .set({ payment_intent_id: payment.id })
      .where('id', '=', head.id)
      .execute();
  }
  return { clientSecret: payment.clientSecret };
}

const succeededFor = (payment: PaymentInfo | undefined, head: PurchaseOrderRow): payment is PaymentInfo =>
  payment?.succeeded === true && payment.orderId === head.id && payment.currency === head.currency;

/**
 * A payment that succeeded for this order (or line) but in another currency than its own
 * (PRODUCT.md §17) never pays it: it is refunded, and the caller is answered 400 with why.
 */
export async function refuseOtherCurrencyPayment(
  context: PurchaseOrdersContext,
  payment: PaymentInfo | undefined,
  order: { id: string; currency: string },
): Promise<void> {
  if (payment?.succeeded !== true || payment.orderId !== order.id || payment.currency === order.currency) return;
  // Keyed by the payment, not the order: each such payment is refunded, however many there are.
  await context.payments.refund({ paymentId: payment.id, orderId: order.id, idempotencyKey: `refund-${payment.id}` });
  throw badRequest(orderCurrency.wrongCurrency(payment.currency, order.currency));
}

/**
 * Marks a purchase order's unpaid lines paid, once the provider confirms that this payment
 * succeeded, was created for this purchase order, is in its currency, and is exactly what its
 * unpaid lines cost now.
 * Used by POST /purchase-orders/{id}/pay, the Stripe webhook and the expiry. Repeating it with the
 * same payment is harmless; the conditional UPDATE lets one of two concurrent confirmations win.
 * A succeeded payment that can no longer be applied (the order was cancelled or expired meanwhile,
 * or a line was paid or cancelled alone so the amount differs) is refunded: nobody pays for what
 * they will not get.
 */
export async function confirmPurchaseOrderPayment(
  context: PurchaseOrdersContext,
  detail: PurchaseOrderDetail,
  paymentId: string,
): Promise<PurchaseOrderDetail> {
  const { head } = detail;
  if (head.transaction_id === paymentId) return detail;
  const payment = await context.payments.retrieve(paymentId);
  await refuseOtherCurrencyPayment(context, payment, head);
  if (!succeededFor(payment, head)) throw badRequest(messages.payment.notConfirmed);
  if (head.payment_method === 'account') return confirmAccountCardPayment(context, detail, payment);
  if (head.status !== 'unpaid' || payment.amountCents !== amountDueCents(detail)) {
    await context.payments.refund({ paymentId, orderId: head.id });
    throw conflict(head.status === 'unpaid' ? messages.purchaseOrders.amountChanged : messages.payment.refundedLate);
  }
  const at = context.config.now().toISOString();
  const applied = await context.db.transaction().execute(async (trx) => {
    const paid = await trx
      .updateTable('purchase_orders')
      .set({ status: 'paid', payment_status: 'paid', transaction_id: paymentId, updated_at: at })
      .where('id', '=', head.id)
      .where('status', '=', 'unpaid')
      .returning('id')
      .executeTakeFirst();
    if (!paid) return false;
    await trx
      .updateTable('orders')
      .set({ status: 'paid', transaction_id: paymentId, updated_at: at })
      .where('purchase_order_id', '=', head.id)
      .where('status', '=', 'unpaid')
      .execute();
    await recordEvent(trx, head.id, { type: 'paid', at, note: paymentId, actorId: head.buyer_id });
    await noticeToBuyer(trx, context, 'paid', head.id);
    return true;
  });
  const current = (await findPurchaseOrderDetail(context.db, head.id))!;
  if (applied) context.outbox.kick();
  if (applied || current.head.transaction_id === paymentId) return current;
  // Another confirmation, a line paid alone or the expiry got there first: read what it left.
  return confirmPurchaseOrderPayment(context, current, paymentId);
}

/**
 * The company pays an invoice on account by card (docs/product/companies.md#paying-on-account): a
 * `card` payment row of what the invoice still owed, through the same conditional UPDATE as a
 * transfer; the order keeps its place in its fulfilment life. A payment that no longer fits (a
 * transfer arrived meanwhile, or a second confirmation of the same payment) is refunded unless it
 * is the one already applied.
 */
async function confirmAccountCardPayment(
  context: PurchaseOrdersContext,
  detail: PurchaseOrderDetail,
  payment: PaymentInfo,
): Promise<PurchaseOrderDetail> {
  const { head } = detail;
  const now = context.config.now();
  const at = now.toISOString();
  const applied =
    payment.amountCents === amountDueCents(detail) &&
    (await context.db.transaction().execute(async (trx) => {
      const paid = await applyAccountPayment(
        trx,
        head.id,
        {
          amountCents: payment.amountCents,
          currency: payment.currency,
          method: 'card',
          reference: payment.id,
          receivedAt: at.slice(0, 10),
          recordedBy: head.buyer_id,
        },
        at,
      );
      if (!paid) return false;
      await trx.updateTable('purchase_orders').set({ transaction_id: payment.id }).where('id', '=', head.id).execute();
      await noticeToBuyer(trx, context, 'paid', head.id);
      return true;
    }));
  const current = (await findPurchaseOrderDetail(context.db, head.id))!;
  if (applied) {
    context.outbox.kick();
    return current;
  }
  if (current.head.transaction_id === payment.id) return current;
  await context.payments.refund({ paymentId: payment.id, orderId: head.id });
  throw conflict(messages.purchaseOrders.amountChanged);
}
