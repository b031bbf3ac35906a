import type { OrderRow } from './orders.table.ts';
import type { PurchaseOrderDetail } from './purchase-orders.repository.ts';

/** A line's goods with its tax: what paying it costs, before any freight. */
export const lineWithTaxCents = (line: Pick<OrderRow, 'total_cents' | 'tax_cents'>): number =>
  Number(line.total_cents) + Number(line.tax_cents);

/**
 * The freight with its tax rides on an order's first card payment (PRODUCT.md §16): unpaid while
 * no line of the order has been paid. Pending freight is not payable (order-actions.ts).
 */
export function unpaidFreightCents(detail: Pick<PurchaseOrderDetail, 'head' | 'lines'>): number {
  if (detail.lines.some((line) => line.transaction_id !== null)) return 0;
  return Number(detail.head.freight_cents ?? 0) + Number(detail.head.freight_tax_cents);
}

/**
 * What is still to pay by card: the lines not paid yet with their tax (lines may have been paid
 * alone), and the freight unless a payment carried it already; for an invoice on account, what it
 * still owes (transfers may have paid part of it).
 */
export function amountDueCents(detail: Pick<PurchaseOrderDetail, 'head' | 'lines'>): number {
  if (detail.head.payment_method === 'account') {
    return Math.max(0, Number(detail.head.total_cents) - Number(detail.head.amount_paid_cents));
  }
  const unpaid = detail.lines.filter((line) => line.status === 'unpaid');
  if (unpaid.length === 0) return 0;
  return unpaid.reduce((sum, line) => sum + lineWithTaxCents(line), 0) + unpaidFreightCents(detail);
}
