import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';

/*
 * A purchase order's company facts (docs/product/companies.md): approval, paying on account and
 * what is still owed. Read by the order page, the approvals list and the statement. Which steps a
 * caller may take is the server's `allowedActions` (PRODUCT.md §22), never a rule copied here.
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
