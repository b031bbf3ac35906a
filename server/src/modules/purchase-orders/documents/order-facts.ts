import { documents } from '#shared/messages/documents.ts';
import { formatUsd } from '#shared/money.ts';
import type { PurchaseOrder, PurchaseOrderLine } from '#shared/orders/purchase-order.schema.ts';

/**
 * What the mails and the invoice both print of a purchase order, formatted once here so that a
 * receipt and its invoice never disagree on a date or an amount.
 */

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const quantityFormat = new Intl.NumberFormat('en-US');

/** "November 23, 2026" of an ISO time (the store's times are UTC) or of a YYYY-MM-DD day. */
export function formatDocumentDate(isoTime: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(isoTime) ? `${isoTime}T00:00:00Z` : isoTime;
  return dateFormat.format(new Date(time));
}

/** The lines a buyer pays for and receives: cancelled lines are out of the total (docs/product/ordering.md). */
export function billedLines(po: PurchaseOrder): PurchaseOrderLine[] {
  return po.lines.filter((line) => line.status !== 'cancelled');
}

/** When the order was paid: its latest `paid` event, or null while it is unpaid. */
export function paidAt(po: PurchaseOrder): string | null {
  return po.events.findLast((event) => event.type === 'paid')?.at ?? null;
}

/** What was paid: the billed lines less what is still due. */
export function amountPaid(po: PurchaseOrder): number {
  return po.total - po.amountDue;
}

export interface LineFacts {
  sku: string;
  name: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  heatNumber: string | null;
}

export function lineFacts(line: PurchaseOrderLine): LineFacts {
  return {
    sku: line.sku ?? documents.labels.noSku,
    name: line.name,
    quantity: quantityFormat.format(line.quantity),
    unitPrice: formatUsd(line.unitPrice),
    lineTotal: formatUsd(line.lineTotal),
    heatNumber: line.heatNumber,
  };
}

/** The ship-to address as the buyer typed it, one entry per line, blank lines dropped. */
export function addressLines(address: string): string[] {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
