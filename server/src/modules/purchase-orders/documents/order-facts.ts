import { documents } from '#shared/messages/documents.ts';
import { formatCut } from '#shared/catalog/cut.ts';
import { formatQuantity, formatUnitPrice } from '#shared/catalog/units.ts';
import { formatKg } from '#shared/catalog/weight.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { orderLines } from '#shared/messages/order-lines.ts';
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
  /** "8.75 m", "2.4 kg"; a piece line's quantity is the number alone, as it always was. */
  quantity: string;
  /** "$42.50/m", "$84.00/kg"; per piece with no suffix. */
  unitPrice: string;
  lineTotal: string;
  heatNumber: string | null;
  /** "7 × 1,250 mm, cut fee $6.50 each" for a cut line (PRODUCT.md §15), else null. */
  cut: string | null;
  /** "Weight 3.099 kg" when the line's weight is known, else null. */
  weight: string | null;
  /** "Made to order, lead time 35 days" for a quoted item made to order (PRODUCT.md §22), else null. */
  madeToOrder: string | null;
}

export function lineFacts(line: PurchaseOrderLine): LineFacts {
  const unit = line.unit ?? 'pcs';
  return {
    sku: line.sku ?? documents.labels.noSku,
    name: line.name,
    quantity: unit === 'pcs' ? quantityFormat.format(line.quantity) : formatQuantity(unit, line.quantity),
    unitPrice: formatUnitPrice(unit, formatUsd(line.unitPrice)),
    lineTotal: formatUsd(line.lineTotal),
    heatNumber: line.heatNumber,
    cut: line.cut ? unitTexts.cutOnInvoice(formatCut(line.cut), formatUsd(line.cut.cutFee)) : null,
    weight: line.weightKg == null ? null : `${unitTexts.weight} ${formatKg(line.weightKg)}`,
    madeToOrder: line.madeToOrder ? orderLines.madeToOrderFacts(line.leadTimeDays) : null,
  };
}

/** "Total weight 12.5 kg" of the billed lines, or null when no line's weight is known. */
export function totalWeightFact(po: PurchaseOrder): string | null {
  return po.totalWeightKg == null ? null : `${unitTexts.totalWeight} ${formatKg(po.totalWeightKg)}`;
}

/** The ship-to address as the buyer typed it, one entry per line, blank lines dropped. */
export function addressLines(address: string): string[] {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
