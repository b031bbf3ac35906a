import { formatKg } from '#shared/catalog/weight.ts';
import { orderCostsUi as t } from '#shared/messages/order-costs-ui.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { CheckoutQuote } from '#shared/orders/checkout-quote.schema.ts';
import { buyerCollects } from '#shared/settings/shipping.schema.ts';

/** What the breakdown reads: the cost fields every purchase order answer and the checkout's quote carry. */
export type CostFigures = Pick<
  CheckoutQuote,
  | 'currency'
  | 'goodsTotal'
  | 'freight'
  | 'freightStatus'
  | 'taxLines'
  | 'taxTotal'
  | 'taxNote'
  | 'total'
  | 'amountDue'
  | 'weightKg'
  | 'incoterm'
  | 'incotermPlace'
>;

/** One row of the breakdown: a label, its value, and a smaller note under the value. */
export interface CostRow {
  key: string;
  label: string;
  value: string;
  note?: string | undefined;
  /** The total: bold, and read out when it changes. */
  total?: boolean;
}

function freightRow(costs: CostFigures): CostRow {
  if (costs.freightStatus === 'pending') return { key: 'freight', label: t.freight, value: t.toBeQuoted };
  const collected = costs.incoterm !== null && buyerCollects(costs.incoterm);
  return {
    key: 'freight',
    label: t.freight,
    value: formatMoney(costs.freight ?? 0, costs.currency),
    note: collected ? t.collectedByCarrier : undefined,
  };
}

/**
 * Each tax line ("PA sales tax 6 %"), or one Tax row when nothing is taxed; the tax note (why there
 * is no tax, whose certificate exempts it) goes under the last of them (PRODUCT.md §16).
 */
function taxRows(costs: CostFigures): CostRow[] {
  const rows: CostRow[] =
    costs.taxLines.length === 0
      ? [{ key: 'tax', label: t.tax, value: formatMoney(costs.taxTotal, costs.currency) }]
      : costs.taxLines.map((line) => ({
          key: `tax-${line.label}-${line.rate}`,
          label: t.taxLine(line.label, line.rate),
          value: formatMoney(line.amount, costs.currency),
        }));
  if (costs.taxNote) rows[rows.length - 1]!.note = costs.taxNote;
  return rows;
}

/**
 * The breakdown of an order's cost, row by row, as the checkout (from `POST /checkout/quote`) and
 * the purchase order page (from the order) show it: goods, freight or "To be quoted", the tax
 * lines, the total, what is due now (when `showAmountDue`), the weight and the Incoterm with its place.
 * Every amount in the order's (or the quote's) `currency` (PRODUCT.md §17).
 */
export function costRows(costs: CostFigures, { showAmountDue }: { showAmountDue: boolean }): CostRow[] {
  const rows: CostRow[] = [
    { key: 'goods', label: t.goods, value: formatMoney(costs.goodsTotal, costs.currency) },
    freightRow(costs),
    ...taxRows(costs),
    { key: 'total', label: t.total, value: formatMoney(costs.total, costs.currency), total: true },
  ];
  if (showAmountDue) {
    rows.push({ key: 'amount-due', label: t.amountDue, value: formatMoney(costs.amountDue, costs.currency) });
  }
  rows.push({
    key: 'weight',
    label: t.weight,
    value: costs.weightKg === null ? t.weightUnknown : formatKg(costs.weightKg),
  });
  if (costs.incoterm !== null) {
    rows.push({ key: 'incoterm', label: t.incoterm, value: t.incotermWithPlace(costs.incoterm, costs.incotermPlace) });
  }
  return rows;
}
