import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';

/*
 * A purchase order's company facts (docs/product/companies.md): approval, paying on account and
 * what is still owed. Read by the order page, the approvals list and the statement; the server
 * decides every step again, these only choose what to show.
 */

/** The fields company accounts add to a purchase order's answer (optional: older answers lack them). */
export interface CompanyOrderFields {
  paymentMethod?: string;
  dueDate?: string | null;
  overdue?: boolean;
  amountPaid?: number;
  outstanding?: number;
  rejectedReason?: string | null;
  approvalReason?: string | null;
  companyId?: string | null;
}

type Order = Pick<PurchaseOrder, 'status'> & CompanyOrderFields;

/** Why the order waits: the answer's own field, else the note of its approval_requested event. */
export function approvalReasonOf(order: Pick<PurchaseOrder, 'events'> & CompanyOrderFields): string | undefined {
  if (order.approvalReason) return order.approvalReason;
  const event = order.events.findLast((e) => (e.type as string) === 'approval_requested');
  return event?.note ?? undefined;
}

/** What is still owed, in dollars (0 when the answer does not say). */
export function outstandingOf(order: CompanyOrderFields): number {
  return order.outstanding ?? 0;
}

/** The store records a transfer on an order on account that still owes something and is not closed. */
export function canRecordTransfer(order: Order): boolean {
  const closed = ['cancelled', 'rejected', 'pending_approval'].includes(order.status);
  return order.paymentMethod === 'account' && !closed && outstandingOf(order) > 0;
}

/** Pay by card: an unpaid card order (as before), or an order on account past approval with something owed. */
export function canPayOnAccountByCard(order: Order): boolean {
  if (order.paymentMethod !== 'account') return false;
  return !['cancelled', 'rejected', 'pending_approval', 'unpaid'].includes(order.status) && outstandingOf(order) > 0;
}

/** An order on account has its invoice from the moment it is confirmed (not while waiting, nor once rejected). */
export function hasAccountInvoice(order: Order): boolean {
  return order.paymentMethod === 'account' && !['cancelled', 'rejected', 'pending_approval'].includes(order.status);
}
