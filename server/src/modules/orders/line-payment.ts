import type { Kysely } from 'kysely';
import { messages } from '#shared/messages.ts';
import { companyOrders } from '#shared/messages/company-orders.ts';
import { orderTotalProblem } from '#shared/orders/order-limits.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import type { PaymentInfo } from '../payments/index.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { noticeToBuyer } from './purchase-order-notices.ts';
import { findLine, lockPurchaseOrder, settleLockedPurchaseOrder } from './purchase-orders.repository.ts';
import type { OrderRow } from './orders.table.ts';
import { lineWithTaxCents, unpaidFreightCents } from './amount-due.ts';
import { refuseOtherCurrencyPayment } from './purchase-order-payment.ts';

/** What paying a line alone costs, in minor units of its purchase order's currency (PRODUCT.md §17). */
interface LineCharge {
  amountCents: number;
  currency: string;
}

const isPaymentOf = (payment: PaymentInfo | undefined, line: OrderRow, charge: LineCharge): payment is PaymentInfo =>
  payment?.succeeded === true &&
  payment.orderId === line.id &&
  payment.amountCents === charge.amountCents &&
  payment.currency === charge.currency;

/**
 * What paying this line alone costs: its goods and tax, and the order's freight with its tax when
 * no line of the order has been paid yet (amount-due.ts: the freight rides on the first payment),
 * in its purchase order's currency (a line of none: US dollars, as every line of old).
 */
async function lineCharge(db: Kysely<Database>, line: OrderRow): Promise<LineCharge> {
  const alone = { amountCents: lineWithTaxCents(line), currency: 'USD' };
  if (line.purchase_order_id === null) return alone;
  const [head, lines] = await Promise.all([
    db.selectFrom('purchase_orders').selectAll().where('id', '=', line.purchase_order_id).executeTakeFirst(),
    db.selectFrom('orders').selectAll().where('purchase_order_id', '=', line.purchase_order_id).execute(),
  ]);
  if (!head) return alone;
  const others = lines.filter((other) => other.id !== line.id);
  return {
    amountCents: lineWithTaxCents(line) + unpaidFreightCents({ head, lines: others }),
    currency: head.currency,
  };
}

/**
 * Starts (or resumes) paying one line alone (the original API's create-payment-intent
 * `{orderId}`): only an unpaid line of an ordinary card order, for its stored total, never the
 * client's. The provider's payment is kept on the line and reused while the buyer retries a
 * declined card. The caller has checked that the viewer is the line's buyer.
 */
export async function startLinePayment(
  context: PurchaseOrdersContext,
  line: OrderRow,
): Promise<{ clientSecret: string }> {
  if (line.status !== 'unpaid') {
    throw conflict(line.status === 'cancelled' ? messages.payment.notPayable : messages.payment.alreadyPaid);
  }
  if (!(await lineMayBePaidAlone(context.db, line.purchase_order_id))) throw conflict(companyOrders.payWithOrder);
  const { amountCents, currency } = await lineCharge(context.db, line);
  // An order stored before the cap (or priced above it) is refused here rather than by the provider.
  const tooLarge = orderTotalProblem(amountCents, currency);
  if (tooLarge) throw badRequest(tooLarge);
  const payment = await context.payments.createPayment({
    orderId: line.id,
    amountCents,
    currency,
    buyerEmail: line.buyer_email,
    existingPaymentId: line.payment_intent_id,
  });
  if (payment.id !== line.payment_intent_id) {
    await context.db.updateTable('orders').set({ payment_intent_id: payment.id }).where('id', '=', line.id).execute();
  }
  return { clientSecret: payment.clientSecret };
}

/**
 * Whether a line of a purchase order may be paid alone by card: only while its purchase order is
 * an ordinary unpaid card order. An order waiting for approval is not payable yet, and an invoice
 * on account is paid as a whole (transfers and card payments add to amount_paid_cents), never
 * line by line.
 */
async function lineMayBePaidAlone(db: Kysely<Database>, purchaseOrderId: string | null): Promise<boolean> {
  if (purchaseOrderId === null) return true;
  const head = await db
    .selectFrom('purchase_orders')
    .select(['status', 'payment_method', 'freight_status'])
    .where('id', '=', purchaseOrderId)
    .executeTakeFirst();
  // Nor while the store still quotes the freight (PRODUCT.md §16).
  return (
    !head || (head.payment_method === 'card' && head.status !== 'pending_approval' && head.freight_status !== 'pending')
  );
}

/**
 * A line of a purchase order paid alone (the original API: create-payment-intent `{orderId}`,
 * then PATCH /order/{id}, or the Stripe webhook). It is marked paid only when the provider
 * confirms that this payment succeeded, for exactly this line's total, in its order's currency, and was
 * created for this line (docs/product/rules.md#who-may-call-what). Repeating it with the same
 * payment is harmless. A payment that succeeds for a line already cancelled (it expired while the
 * buyer was paying) is refunded: nobody pays for an order they will not get.
 *
 * Like every change of a purchase order it locks the head first, then changes the line and
 * brings the head along (paid once its last unpaid line is), all in one transaction.
 */
export async function confirmLinePayment(
  context: PurchaseOrdersContext,
  line: OrderRow,
  paymentId: string,
): Promise<OrderRow> {
  if (line.status === 'cancelled' && line.transaction_id === null) {
    const payment = await context.payments.retrieve(paymentId);
    const charged = { amountCents: payment?.amountCents ?? -1, currency: payment?.currency ?? '' };
    if (!isPaymentOf(payment, line, charged)) throw conflict(messages.payment.notPayable);
    await context.payments.refund({ paymentId, orderId: line.id });
    throw conflict(messages.payment.refundedLate);
  }
  if (line.status !== 'unpaid') {
    if (line.transaction_id === paymentId) return line;
    throw conflict(messages.payment.alreadyPaid);
  }
  const payment = await context.payments.retrieve(paymentId);
  const charge = await lineCharge(context.db, line);
  await refuseOtherCurrencyPayment(context, payment, { id: line.id, currency: charge.currency });
  if (!isPaymentOf(payment, line, charge)) throw badRequest(messages.payment.notConfirmed);
  const at = context.config.now().toISOString();
  const paid = await context.db.transaction().execute(async (trx) => {
    const head = await lockPurchaseOrder(trx, context.dbKind, line.purchase_order_id!);
    const changed = await trx
      .updateTable('orders')
      .set({ status: 'paid', transaction_id: paymentId, updated_at: at })
      .where('id', '=', line.id)
      .where('status', '=', 'unpaid')
      .returningAll()
      .executeTakeFirst();
    if (!changed || !head) return undefined;
    const { movedTo } = await settleLockedPurchaseOrder(trx, head, at);
    if (movedTo === 'paid') await noticeToBuyer(trx, context, 'paid', head.id);
    return changed;
  });
  if (paid) {
    context.outbox.kick();
    return paid;
  }
  // Another confirmation (or the expiry) got there first: read what it left.
  const current = (await findLine(context.db, line.id))!;
  if (current.transaction_id === paymentId) return current;
  if (current.status === 'cancelled') return confirmLinePayment(context, current, paymentId);
  throw conflict(messages.payment.alreadyPaid);
}
