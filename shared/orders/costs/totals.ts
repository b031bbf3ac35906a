import { add, convertMajor, percentOf, sum, zero, type Money } from '../../money/amount.ts';
import type { Incoterm, ShippingSettings } from '../../settings/shipping.schema.ts';
import type { TaxSettings } from '../../settings/tax.schema.ts';
import {
  freightOf,
  type Destination,
  type FreightLine,
  type FreightPendingReason,
  type FreightStatus,
} from './freight.ts';
import { defaultIncoterm, defaultIncotermPlace } from './incoterm.ts';
import { freightTaxRateOf, taxRateOf, type TaxStanding } from './tax.ts';

/*
 * What an order costs (PRODUCT.md §16 and §17, ADR 029): one function for the cart's estimate,
 * `POST /checkout/quote`, checkout, and every answer and document of a purchase order.
 */

export interface CostedLine extends FreightLine {
  /** The line's goods total in the order's currency (SPEC.md's `productPrice`). */
  goods: Money;
}

export interface TotalsInput {
  /** The order's currency; every line's `goods` is in it. */
  currency: string;
  /** Units of `currency` per unit of the base (1 for the base): the order's frozen `exchangeRate`. */
  exchangeRate: number;
  lines: readonly CostedLine[];
  shipTo: Destination & { city?: string | undefined };
  billTo: TaxStanding;
  /** Checked by `incotermProblem` first; absent: `defaultIncoterm`. */
  incoterm?: Incoterm | undefined;
  incotermPlace?: string | undefined;
  shipping: ShippingSettings;
  tax: TaxSettings;
  /** ISO date of the order or of the quote. */
  orderDate: string;
  /** The freight a store admin set on an order whose freight was pending, in the order's currency. */
  freightSet?: Money | null | undefined;
}

export interface LineTax {
  /** Percent. */
  taxRate: number;
  taxAmount: Money;
}

export interface TaxLine {
  label: string;
  rate: number;
  amount: Money;
}

export interface OrderTotals {
  currency: string;
  /** In the order of the input's lines. */
  lines: LineTax[];
  goodsTotal: Money;
  /** Null while pending; zero when the store charges none. */
  freight: Money | null;
  freightStatus: FreightStatus;
  /** Why the freight is pending (empty otherwise). */
  freightPending: FreightPendingReason[];
  freightTax: LineTax;
  taxLines: TaxLine[];
  taxTotal: Money;
  /** Goods + freight + tax; while the freight is pending, goods + tax so far. */
  total: Money;
  weightKg: number | null;
  incoterm: Incoterm;
  incotermPlace: string | null;
  taxNote: string | null;
}

/** Tax lines: the taxed amounts summed per label and rate, in the order they first appear. */
function taxLinesOf(taxed: readonly { label: string | null; tax: LineTax }[]): TaxLine[] {
  const lines: TaxLine[] = [];
  for (const { label, tax } of taxed) {
    if (label === null || tax.taxRate === 0) continue;
    const line = lines.find((candidate) => candidate.label === label && candidate.rate === tax.taxRate);
    if (line) line.amount = add(line.amount, tax.taxAmount);
    else lines.push({ label, rate: tax.taxRate, amount: tax.taxAmount });
  }
  return lines;
}

export function orderTotals(input: TotalsInput): OrderTotals {
  const { currency, shipping } = input;
  const incoterm = input.incoterm ?? defaultIncoterm(input.shipTo, shipping);
  const freight = freightOf(input.shipTo, input.lines, incoterm, shipping);
  const freightAmount: Money | null = input.freightSet
    ? input.freightSet
    : freight.status === 'charged'
      ? convertMajor(freight.price, input.exchangeRate, currency)
      : freight.status === 'none'
        ? zero(currency)
        : null;

  const rate = taxRateOf({
    shipTo: input.shipTo,
    billTo: input.billTo,
    homeCountry: shipping.origin.country,
    settings: input.tax,
    orderDate: input.orderDate,
  });
  const freightRate = freightTaxRateOf(rate, input.tax);
  // Rounded per line (§16): the tax of each line, then their sum; the freight is one more line.
  const lines = input.lines.map((line) => ({ taxRate: rate.rate, taxAmount: percentOf(line.goods, rate.rate) }));
  const freightTax = {
    taxRate: freightRate.rate,
    taxAmount: freightAmount ? percentOf(freightAmount, freightRate.rate) : zero(currency),
  };

  const goodsTotal = sum(
    input.lines.map((line) => line.goods),
    currency,
  );
  const taxTotal = sum([...lines.map((line) => line.taxAmount), freightTax.taxAmount], currency);
  return {
    currency,
    lines,
    goodsTotal,
    freight: freightAmount,
    freightStatus: input.freightSet ? 'charged' : freight.status,
    freightPending: freight.status === 'pending' && !input.freightSet ? freight.reasons : [],
    freightTax,
    taxLines: taxLinesOf([
      ...lines.map((tax) => ({ label: rate.label, tax })),
      { label: freightRate.label, tax: freightTax },
    ]),
    taxTotal,
    total: sum([goodsTotal, freightAmount ?? zero(currency), taxTotal], currency),
    weightKg: freight.weightGrams === null ? null : freight.weightGrams / 1000,
    incoterm,
    incotermPlace: input.incotermPlace?.trim() || defaultIncotermPlace(incoterm, input.shipTo.city, shipping),
    taxNote: rate.note,
  };
}
