import { documents } from '#shared/messages/documents.ts';
import { formatCut } from '#shared/catalog/cut.ts';
import { formatQuantity, formatUnitPrice } from '#shared/catalog/units.ts';
import { formatKg } from '#shared/catalog/weight.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { orderLines } from '#shared/messages/order-lines.ts';
import { formatMoney, formatRate } from '#shared/money/format-money.ts';
import type { PurchaseOrder, PurchaseOrderLine } from '#shared/orders/purchase-order.schema.ts';
import { buyerCollects } from '#shared/settings/shipping.schema.ts';
import { parseVatId } from '#shared/tax-standing/vat-id.schema.ts';
import type { SellerBilling } from '../../../seller.ts';

/**
 * What the mails and the invoice both print of a purchase order, formatted once here so that a
 * receipt and its invoice never disagree on a date or an amount.
 */

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

/** A line's facts, its amounts in the order's currency. */
export function lineFacts(line: PurchaseOrderLine, currency: string): LineFacts {
  const unit = line.unit ?? 'pcs';
  const money = (major: number) => formatMoney(major, currency);
  return {
    sku: line.sku ?? documents.labels.noSku,
    name: line.name,
    quantity: unit === 'pcs' ? formatNumber(line.quantity) : formatQuantity(unit, line.quantity),
    unitPrice: formatUnitPrice(unit, money(line.unitPrice)),
    lineTotal: money(line.lineTotal),
    heatNumber: line.heatNumber,
    cut: line.cut ? unitTexts.cutOnInvoice(formatCut(line.cut), money(line.cut.cutFee)) : null,
    weight: line.weightKg == null ? null : `${unitTexts.weight} ${formatKg(line.weightKg)}`,
    madeToOrder: line.madeToOrder ? orderLines.madeToOrderFacts(line.leadTimeDays) : null,
  };
}

/** The billed lines' facts, in the order's currency. */
export const billedLineFacts = (po: PurchaseOrder): LineFacts[] =>
  billedLines(po).map((line) => lineFacts(line, po.currency));

/** An amount of the order, in its currency: "€621.78". */
export const moneyOf = (po: Pick<PurchaseOrder, 'currency'>, major: number): string => formatMoney(major, po.currency);

/** A label and its value, printed "Label: value". */
export interface Fact {
  label: string;
  value: string;
}

/** What the order costs as the invoice and every mail print it (PRODUCT.md §16). */
export interface CostFacts {
  /** Goods, freight ("to be quoted" while pending), then one row per tax line ("VAT 19 %"). */
  rows: Fact[];
  /** The tax note's wording as the order keeps it ("Reverse charge: …"), or null. */
  taxNote: string | null;
  total: string;
  /** "DAP Stuttgart, Incoterms 2020", or null for an order without one. */
  incoterm: string | null;
}

export function costFacts(po: PurchaseOrder): CostFacts {
  const labels = documents.labels;
  const freight =
    po.freightStatus === 'pending' || po.freight === null
      ? labels.freightToBeQuoted
      : po.freightStatus === 'none' && po.incoterm && buyerCollects(po.incoterm)
        ? labels.freightCollected
        : moneyOf(po, po.freight);
  return {
    rows: [
      { label: labels.goods, value: moneyOf(po, po.goodsTotal) },
      { label: labels.freight, value: freight },
      ...po.taxLines.map((line) => ({
        label: labels.taxLine(line.label, formatRate(line.rate)),
        value: moneyOf(po, line.amount),
      })),
    ],
    taxNote: po.taxNote,
    total: moneyOf(po, po.total),
    incoterm: po.incoterm ? labels.incotermTerms(po.incoterm, po.incotermPlace) : null,
  };
}

/** "VAT ID: DE136695976" for an ID in a VAT ID's format, else "Tax ID: US-12-3456789". */
export function billToTaxIdFact(taxId: string): string {
  return parseVatId(taxId) ? documents.invoice.vatId(taxId) : documents.invoice.taxId(taxId);
}

/** The seller's tax IDs as printed under its address. */
export const sellerTaxIdFacts = (billing: SellerBilling): string[] =>
  billing.taxIds.map(({ label, taxId }) => documents.invoice.sellerTaxId(label, taxId));

/**
 * How to pay the invoice (PRODUCT.md §16): the remittance details the store gave, then the payment
 * reference, which is the order number whatever else the store has set.
 */
export function remittanceFacts(po: Pick<PurchaseOrder, 'number'>, billing: SellerBilling): Fact[] {
  const texts = documents.invoice.remittance;
  const remittance = billing.remittance;
  const details: Fact[] = remittance
    ? (['bankName', 'accountName', 'iban', 'bic', 'accountNumber', 'routingNumber'] as const).flatMap((key) => {
        const value = remittance[key]?.trim();
        return value ? [{ label: texts[key], value }] : [];
      })
    : [];
  return [...details, { label: documents.labels.paymentReference, value: po.number }];
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
