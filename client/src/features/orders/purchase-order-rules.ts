import { messages } from '#shared/messages.ts';
import type { PurchaseOrder, PurchaseOrderEvent } from '#shared/orders/purchase-order.schema.ts';

/**
 * Order again: while a line still has its product (a deleted product has nothing to put back in the
 * cart). Not an order action: it fills the cart. What may be done with the order itself comes from
 * the server's `allowedActions` (PRODUCT.md §22), never from a copy of its rules here.
 */
export function canOrderAgain(order: Pick<PurchaseOrder, 'lines'>): boolean {
  return order.lines.some((line) => line.productId !== null);
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

/** The order page's "Amount due now": what is still to pay on an unpaid order, when there is any. */
export function amountDueShown(order: Pick<PurchaseOrder, 'amountDue' | 'status'>): boolean {
  return order.amountDue > 0 && order.status === 'unpaid';
}
