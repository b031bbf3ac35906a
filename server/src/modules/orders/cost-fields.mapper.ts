import { toMajor } from '#shared/money/amount.ts';
import type { TaxLineAnswer } from '#shared/orders/costs/order-costs.schema.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { OrderRow } from './orders.table.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';

type CostFields = Pick<
  PurchaseOrder,
  | 'currency'
  | 'goodsTotal'
  | 'freight'
  | 'freightStatus'
  | 'taxTotal'
  | 'taxLines'
  | 'taxNote'
  | 'total'
  | 'incoterm'
  | 'incotermPlace'
  | 'carrierAccount'
  | 'freightCarrier'
  | 'freightNote'
>;

/** A rate as stored (thousandths of a percent) as the answer's percent. */
export const percentOfMillis = (millis: number): number => Number(millis) / 1000;

/**
 * An order's costs as frozen on its rows (migration 023): the goods and the tax of the lines not
 * cancelled, the freight and its tax, summed per label and rate as `orderTotals` sums them.
 */
export function costFieldsOf(head: PurchaseOrderRow, lines: readonly OrderRow[]): CostFields {
  const major = (minor: number) => toMajor({ minor: Number(minor), currency: head.currency });
  const live = lines.filter((line) => line.status !== 'cancelled');
  const linesTax = live.reduce((sum, line) => sum + Number(line.tax_cents), 0);
  const freightTax = live.length === 0 ? 0 : Number(head.freight_tax_cents);
  const taxed = [
    { label: head.tax_label, rate: percentOfMillis(head.tax_rate_millis), amount: linesTax },
    { label: head.freight_tax_label, rate: percentOfMillis(head.freight_tax_rate_millis), amount: freightTax },
  ];
  const taxLines: { label: string; rate: number; amount: number }[] = [];
  for (const { label, rate, amount } of taxed) {
    if (label === null || rate === 0) continue;
    const line = taxLines.find((candidate) => candidate.label === label && candidate.rate === rate);
    if (line) line.amount += amount;
    else taxLines.push({ label, rate, amount });
  }
  return {
    currency: head.currency,
    goodsTotal: major(head.goods_cents),
    freight: head.freight_cents === null ? null : major(head.freight_cents),
    freightStatus: head.freight_status,
    taxTotal: major(linesTax + freightTax),
    taxLines: taxLines.map((line): TaxLineAnswer => ({ ...line, amount: major(line.amount) })),
    taxNote: head.tax_note,
    total: major(head.total_cents),
    incoterm: head.incoterm,
    incotermPlace: head.incoterm_place,
    carrierAccount: head.carrier_account,
    freightCarrier: head.freight_carrier,
    freightNote: head.freight_note,
  };
}
