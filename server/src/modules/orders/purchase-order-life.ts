import type { Kysely } from 'kysely';
import { messages } from '#shared/messages.ts';
import { formatOrderNumber, fulfilmentSteps, type ShipInput } from '#shared/orders/purchase-order.schema.ts';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { giveBackStock } from '../catalog/index.ts';
import { lineWithTaxCents } from './amount-due.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { shipPurchaseOrder } from './ship-lines.ts';
import { statusWords } from './status-words.ts';
import type { RefundedPayment } from '../outbox/index.ts';
import { requestRefund } from './refunds.ts';
import { findPurchaseOrderDetail, type PurchaseOrderDetail, recordEvent } from './purchase-orders.repository.ts';

export type FulfilmentStep = keyof typeof fulfilmentSteps;

/**
 * Cancels a purchase order's lines that still hold stock (unpaid or paid, not shipped) and puts
 * their quantities back, in the caller's transaction: the one stock return of a cancellation and
 * of a rejected approval. A line made to order (no product) took no stock and returns none.
 */
export async function cancelLinesReturningStock(trx: Kysely<Database>, purchaseOrderId: string, at: string) {
  const taken = await trx
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: at })
    .where('purchase_order_id', '=', purchaseOrderId)
    .where('status', 'in', ['unpaid', 'paid'])
    .returning(['id', 'product_id', 'quantity', 'kind'])
    .execute();
  // In product order, as placement takes them: two transactions never wait on each other's products.
  for (const line of taken.sort((a, b) => Number(a.product_id) - Number(b.product_id))) {
    if (line.product_id !== null) await giveBackStock(trx, { ...line, product_id: line.product_id }, at);
  }
}

/**
 * Moves a purchase order one step along paid → in_production → shipped → delivered (admins;
 * docs/product/ordering.md#status). The UPDATE is conditional on the step before, so of two admins
 * clicking at once one moves it and the other gets 409; every step is an event on the timeline.
 * Shipping is the ship command's (ship-lines.ts): all that remains, with the carrier and tracking
 * number, as one shipment, so there is one way an order ships.
 */
export async function advancePurchaseOrder(
  context: PurchaseOrdersContext,
  id: string,
  to: FulfilmentStep,
  actor: Viewer,
  shipping?: ShipInput,
): Promise<PurchaseOrderDetail | undefined> {
  if (to === 'shipped') {
    return shipPurchaseOrder(
      context,
      id,
      { lines: shipping?.lines, carrier: shipping?.carrier ?? null, trackingNumber: shipping?.trackingNumber ?? null },
      actor,
    );
  }
  const from = fulfilmentSteps[to];
  const at = context.config.now().toISOString();
  const moved = await context.db.transaction().execute(async (trx) => {
    const head = await trx
      .updateTable('purchase_orders')
      .set({ status: to, updated_at: at })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returning('id')
      .executeTakeFirst();
    if (!head) return false;
    await recordEvent(trx, id, { type: to, at, actorId: actor.id });
    return true;
  });
  const detail = await findPurchaseOrderDetail(context.db, id);
  if (!detail) return undefined;
  if (!moved) throw conflict(messages.purchaseOrders.cannotMove(statusWords[detail.head.status], statusWords[to]));
  return detail;
}

/**
 * Cancels a purchase order and returns every line's quantity to stock (docs/product/ordering.md).
 * Who may, and from which status, is the `cancel` rule of order-actions.ts, which the caller has
 * checked. Paid lines are refunded after the cancel commits: it records a `refund` outbox message
 * (refunds.ts) that is delivered at once after the commit, so the answer shows the order refunded,
 * or, with the provider down, cancelled with its refund pending until a retry.
 */
export async function cancelPurchaseOrderAs(
  context: PurchaseOrdersContext,
  detail: PurchaseOrderDetail,
  viewer: Viewer,
): Promise<PurchaseOrderDetail> {
  const { head, lines } = detail;
  const from = head.status;
  const paidLines = lines.filter((line) => line.status === 'paid');
  const at = context.config.now().toISOString();
  // One refund per payment: a purchase order paid at once shares one, lines paid alone have their own.
  const payments = new Map<string, RefundedPayment>();
  for (const line of paidLines) {
    const paymentId = line.transaction_id!;
    const payment = payments.get(paymentId) ?? {
      paymentId,
      paidFor: paymentId === head.payment_intent_id ? head.id : line.id,
      amountCents: 0,
    };
    payment.amountCents += lineWithTaxCents(line);
    payments.set(paymentId, payment);
  }
  // The freight and its tax went with the order's first payment (amount-due.ts): back with it.
  const freightPayment = payments.get(head.transaction_id ?? '') ?? payments.values().next().value;
  if (freightPayment) freightPayment.amountCents += Number(head.freight_cents ?? 0) + Number(head.freight_tax_cents);
  const cancelled = await context.db.transaction().execute(async (trx) => {
    // The cancel wins first (the conditional UPDATE, whose row lock keeps a ship waiting) and
    // records its refund in the outbox; the provider is called after the commit, never inside it
    // (issue 26, ADR 023): a ship that got there first leaves nothing to refund, and a refund that
    // fails leaves the order cancelled with its refund pending (payment still shown paid).
    const won = await trx
      .updateTable('purchase_orders')
      .set({ status: 'cancelled', updated_at: at })
      .where('id', '=', head.id)
      .where('status', '=', from)
      .returning('id')
      .executeTakeFirst();
    if (!won) return undefined;
    await cancelLinesReturningStock(trx, head.id, at);
    await recordEvent(trx, head.id, { type: 'cancelled', at, actorId: viewer.id });
    if (payments.size === 0) return [];
    await recordEvent(trx, head.id, { type: 'refund_requested', at, actorId: viewer.id });
    return requestRefund(trx, context, {
      purchaseOrderId: head.id,
      lineId: null,
      payments: [...payments.values()],
      orderNumber: formatOrderNumber(head.number),
      currency: head.currency,
      actorId: viewer.id,
    });
  });
  if (!cancelled) {
    // Shipped (or cancelled by another admin) since we read it: nothing was refunded.
    const current = (await findPurchaseOrderDetail(context.db, head.id))!;
    throw conflict(messages.purchaseOrders.cannotCancel(statusWords[current.head.status]));
  }
  context.catalogCache.invalidate();
  // Refunded before the admin's answer in the normal case; a provider down leaves it pending.
  await context.outbox.deliverNow(cancelled);
  return (await findPurchaseOrderDetail(context.db, head.id))!;
}
