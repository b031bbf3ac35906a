import type { PaymentStatus, PurchaseOrder, PurchaseOrderStatus } from './purchase-order.schema.ts';

/**
 * Issue 32: an order some of whose money came in (a line paid alone by card, a transfer against
 * an invoice on account) is partly paid, not "Unpaid". The API's statuses stay as they are
 * (SPEC.md's words for them too); this is how the pages show them.
 */
export type ShownPaymentStatus = PaymentStatus | 'partly_paid';
export type ShownOrderStatus = PurchaseOrderStatus | 'partly_paid';

type Paid = Pick<PurchaseOrder, 'paymentStatus' | 'amountPaid'>;

/** Unpaid with money received: partly paid. */
export function shownPaymentStatus(order: Paid): ShownPaymentStatus {
  return order.paymentStatus === 'unpaid' && order.amountPaid > 0 ? 'partly_paid' : order.paymentStatus;
}

/** An unpaid order with money received reads "Partly paid"; every other status as it is. */
export function shownOrderStatus(order: Paid & Pick<PurchaseOrder, 'status'>): ShownOrderStatus {
  return order.status === 'unpaid' && shownPaymentStatus(order) === 'partly_paid' ? 'partly_paid' : order.status;
}
