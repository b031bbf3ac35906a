import { describe, expect, it } from 'vitest';
import { costTexts } from '../../messages/costs.ts';
import { fromMajor, toMajor, type Money } from '../../money/amount.ts';
import { noStanding, orderDate, shipping, tax } from './costs.test-helpers.ts';
import { orderTotals, type CostedLine, type OrderTotals, type TotalsInput } from './totals.ts';

/* The two worked orders of docs/product/costs.md#worked-orders, amount by amount. */

const major = (amount: Money | null) => (amount === null ? null : toMajor(amount));
const line = (
  goods: number,
  currency: string,
  weightGrams: number | null,
  pieceLengthMm: number | null = null,
): CostedLine => ({
  goods: fromMajor(goods, currency),
  weightGrams,
  pieceLengthMm,
});
const inMajor = (totals: OrderTotals) => ({
  lineTaxes: totals.lines.map((tax) => major(tax.taxAmount)),
  goodsTotal: major(totals.goodsTotal),
  freight: major(totals.freight),
  freightTax: major(totals.freightTax.taxAmount),
  taxTotal: major(totals.taxTotal),
  total: major(totals.total),
  taxLines: totals.taxLines.map((taxLine) => ({ ...taxLine, amount: major(taxLine.amount) })),
});

describe('worked order 1: domestic, Pennsylvania sales tax, freight charged', () => {
  const input: TotalsInput = {
    currency: 'USD',
    exchangeRate: 1,
    lines: [line(364.75, 'USD', 4000), line(40.25, 'USD', 812), line(93.25, 'USD', 2100, 500)],
    shipTo: { country: 'US', region: 'US-PA', city: 'Philadelphia' },
    billTo: noStanding,
    shipping,
    tax,
    orderDate,
  };

  it('charges the Pennsylvania rate for 6.912 kg and 6 % on every line and the freight, rounded per line', () => {
    const totals = orderTotals(input);
    expect(inMajor(totals)).toEqual({
      lineTaxes: [21.89, 2.42, 5.6],
      goodsTotal: 498.25,
      freight: 45,
      freightTax: 2.7,
      taxTotal: 32.61, // 6 % of the sum, 543.25, would be 32.595 → 32.60
      total: 575.86,
      taxLines: [{ label: 'PA sales tax', rate: 6, amount: 32.61 }],
    });
    expect(totals).toMatchObject({
      currency: 'USD',
      freightStatus: 'charged',
      weightKg: 6.912,
      incoterm: 'DAP',
      incotermPlace: 'Philadelphia',
      taxNote: null,
    });
  });

  it('under EXW the buyer’s carrier collects: no freight, and the place is the origin', () => {
    const totals = orderTotals({ ...input, incoterm: 'EXW' });
    expect(totals).toMatchObject({ freightStatus: 'none', incotermPlace: 'Pittsburgh' });
    expect(inMajor(totals)).toMatchObject({ freight: 0, taxTotal: 29.91, total: 528.16 });
  });

  it('a store with empty settings prices it as before part three: no freight, no tax', () => {
    const empty = orderTotals({
      ...input,
      shipping: { ...shipping, zones: [] },
      tax: { registrations: [], freightTaxable: false },
    });
    expect(empty).toMatchObject({ freightStatus: 'none', taxNote: null, taxLines: [] });
    expect(inMajor(empty)).toMatchObject({ freight: 0, taxTotal: 0, total: 498.25 });
  });
});

describe('worked order 2: EU reverse charge, freight quoted later', () => {
  const input: TotalsInput = {
    currency: 'EUR',
    exchangeRate: 0.92,
    lines: [line(1234.56, 'EUR', 3200, 1000), line(620.8, 'EUR', 10_800, 4000)],
    shipTo: { country: 'FR', region: 'FR-ARA', city: 'Lyon' },
    billTo: { vatId: { country: 'FR', status: 'verified' }, exemptions: [] },
    shipping,
    tax,
    orderDate,
  };

  it('is pending for the 4 m bar, with no tax and the reverse-charge note', () => {
    const totals = orderTotals(input);
    expect(inMajor(totals)).toEqual({
      lineTaxes: [0, 0],
      goodsTotal: 1855.36,
      freight: null,
      freightTax: 0,
      taxTotal: 0,
      total: 1855.36,
      taxLines: [],
    });
    expect(totals).toMatchObject({
      currency: 'EUR',
      freightStatus: 'pending',
      freightPending: [{ kind: 'pieceTooLong', lengthMm: 4000, maxPieceLengthMm: 3000 }],
      weightKg: 14,
      incoterm: 'DAP',
      incotermPlace: 'Lyon',
      taxNote: costTexts.taxNotes.reverseCharge,
    });
  });

  it('is charged once a store admin sets the freight, still without tax', () => {
    const totals = orderTotals({ ...input, freightSet: fromMajor(210, 'EUR') });
    expect(totals).toMatchObject({ freightStatus: 'charged', freightPending: [] });
    expect(inMajor(totals)).toMatchObject({ freight: 210, taxTotal: 0, total: 2065.36 });
  });

  it('with 2.5 m bars the list rate applies, converted at the order’s rate: $180 × 0.92 = €165.60', () => {
    const shorter = { ...input, lines: [line(1234.56, 'EUR', 3200, 1000), line(620.8, 'EUR', 10_800, 2500)] };
    expect(inMajor(orderTotals(shorter))).toMatchObject({ freight: 165.6, total: 2020.96 });
  });

  it('without a verified VAT ID, German VAT at 19 % applies to goods and freight', () => {
    const shorter = { ...input, billTo: noStanding, lines: [line(1234.56, 'EUR', 3200, 1000)] };
    // 1234.56 × 19 % = 234.5664 → 234.57; 3.2 kg → $60 × 0.92 = €55.20, × 19 % = 10.488 → 10.49.
    expect(inMajor(orderTotals(shorter))).toMatchObject({
      lineTaxes: [234.57],
      freight: 55.2,
      freightTax: 10.49,
      taxTotal: 245.06,
      total: 1534.82,
      taxLines: [{ label: 'VAT', rate: 19, amount: 245.06 }],
    });
  });
});
