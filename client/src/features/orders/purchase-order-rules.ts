import { messages } from '#shared/messages.ts';
import type { PurchaseOrder, PurchaseOrderEvent, PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import { fulfilmentSteps } from '#shared/orders/purchase-order.schema.ts';
import { canPayOnAccountByCard, type CompanyOrderFields, hasAccountInvoice } from '../../lib/company-order-rules.ts';

type Facts = Pick<PurchaseOrder, 'status' | 'paymentStatus' | 'amountDue' | 'lines'> & CompanyOrderFields;

/**
 * What the buyer may do with a purchase order (docs/product/ordering.md). The server is the
 * authority; these only decide which buttons to show.
 */
export function buyerActions(order: Facts) {
  return {
    // An order on account may also be paid by card once confirmed, while something is owed.
    pay: (order.status === 'unpaid' && order.amountDue > 0) || canPayOnAccountByCard(order),
    // A paid order only the store cancels, with a refund (docs/product/rules.md#security).
    cancel: order.status === 'unpaid',
    invoice: order.paymentStatus === 'paid' || hasAccountInvoice(order),
    // Lines whose product was deleted have nothing to put back in the cart.
    orderAgain: order.lines.some((line) => line.productId !== null),
  };
}

const reachableFrom = (step: keyof typeof fulfilmentSteps, status: PurchaseOrderStatus) =>
  (fulfilmentSteps[step] as readonly PurchaseOrderStatus[]).includes(status);

/**
 * The admin's actions: the fulfilment steps the order can take now (a paid order filled from stock
 * ships without production), and cancel (with refund when paid) until it ships.
 */
export function adminActions(order: Facts) {
  return {
    markInProduction: reachableFrom('in_production', order.status),
    ship: reachableFrom('shipped', order.status),
    markDelivered: reachableFrom('delivered', order.status),
    cancel: order.status === 'unpaid' || order.status === 'paid' || order.status === 'in_production',
    refundOnCancel: order.paymentStatus === 'paid',
  };
}

/** A timeline event as the reader sees it: its label, with the server's note when it has one. */
export function eventLabel(event: Pick<PurchaseOrderEvent, 'type' | 'note'>): string {
  const label = messages.orderPages.events[event.type];
  return event.note ? `${label}: ${event.note}` : label;
}

/** The timeline oldest first, whatever order the answer had (equal times keep their order). */
export function timelineOf(events: readonly PurchaseOrderEvent[]): PurchaseOrderEvent[] {
  return [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** "UPS 1Z999…" once shipped, else undefined. */
export function trackingOf(order: Pick<PurchaseOrder, 'carrier' | 'trackingNumber'>): string | undefined {
  if (!order.carrier || !order.trackingNumber) return undefined;
  return messages.orderPages.trackingText(order.carrier, order.trackingNumber);
}

/** How many pages a list of `total` items has at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
