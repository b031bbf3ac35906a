import { describe, expect, it } from 'vitest';
import { orderCostsUi as t } from '#shared/messages/order-costs-ui.ts';
import { type CostFigures, costRows } from './cost-rows.ts';

/** 10 kg to Pittsburgh under DAP: $320 of goods, $34 freight, PA sales tax 6 % on both. */
const charged: CostFigures = {
  currency: 'USD',
  goodsTotal: 320,
  freight: 34,
  freightStatus: 'charged',
  taxLines: [{ label: 'PA sales tax', rate: 6, amount: 21.24 }],
  taxTotal: 21.24,
  taxNote: null,
  total: 375.24,
  amountDue: 375.24,
  weightKg: 10,
  incoterm: 'DAP',
  incotermPlace: 'Pittsburgh',
};

const table = (costs: CostFigures, showAmountDue = false) =>
  costRows(costs, { showAmountDue }).map((row) => [row.label, row.value, ...(row.note ? [row.note] : [])]);

describe('the cost breakdown of an order (PRODUCT.md §16)', () => {
  it('lists goods, freight, each tax line with its rate, the total, the weight and the Incoterm with its place', () => {
    expect(table(charged)).toEqual([
      [t.goods, '$320.00'],
      [t.freight, '$34.00'],
      ['PA sales tax 6 %', '$21.24'],
      [t.total, '$375.24'],
      [t.weight, '10 kg'],
      [t.incoterm, 'DAP Pittsburgh'],
    ]);
    expect(
      costRows(charged, { showAmountDue: false })
        .filter((row) => row.total)
        .map((row) => row.key),
    ).toEqual(['total']);
  });

  it('says "To be quoted" for freight the store has still to set, and what is due now when asked', () => {
    const pending = { ...charged, freight: null, freightStatus: 'pending' as const, total: 339.2, amountDue: 0 };
    const rows = table(pending, true);
    expect(rows[1]).toEqual([t.freight, t.toBeQuoted]);
    expect(rows).toContainEqual([t.amountDue, '$0.00']);
  });

  it('shows freight 0, collected by the carrier, under EXW and FCA', () => {
    for (const incoterm of ['EXW', 'FCA'] as const) {
      const collected = { ...charged, incoterm, freight: 0, freightStatus: 'none' as const, incotermPlace: null };
      const rows = table(collected);
      expect(rows[1]).toEqual([t.freight, '$0.00', t.collectedByCarrier]);
      expect(rows.at(-1)).toEqual([t.incoterm, incoterm]);
    }
    // A store charging no freight at all under DAP: no carrier note.
    expect(table({ ...charged, freight: 0, freightStatus: 'none' })[1]).toEqual([t.freight, '$0.00']);
  });

  it('shows one Tax row with the note when nothing is taxed, and the note under the last tax line otherwise', () => {
    const exported = { ...charged, taxLines: [], taxTotal: 0, taxNote: 'Export: zero-rated', total: 354 };
    expect(table(exported)[2]).toEqual([t.tax, '$0.00', 'Export: zero-rated']);
    const twoRates = {
      ...charged,
      taxLines: [
        { label: 'VAT', rate: 19, amount: 60.8 },
        { label: 'VAT', rate: 7, amount: 2.38 },
      ],
      taxNote: 'Exempt: certificate X-1',
    };
    const rows = table(twoRates);
    expect(rows[2]).toEqual(['VAT 19 %', '$60.80']);
    expect(rows[3]).toEqual(['VAT 7 %', '$2.38', 'Exempt: certificate X-1']);
  });

  it("says every amount in the order's currency: euros with cents, yen without (PRODUCT.md §17)", () => {
    const stuttgart: CostFigures = {
      ...charged,
      currency: 'EUR',
      goodsTotal: 437.5,
      freight: 85,
      taxLines: [{ label: 'VAT', rate: 19, amount: 99.28 }],
      taxTotal: 99.28,
      total: 621.78,
      amountDue: 621.78,
    };
    expect(table(stuttgart, true).slice(0, 5)).toEqual([
      [t.goods, '€437.50'],
      [t.freight, '€85.00'],
      ['VAT 19 %', '€99.28'],
      [t.total, '€621.78'],
      [t.amountDue, '€621.78'],
    ]);
    const osaka: CostFigures = {
      ...charged,
      currency: 'JPY',
      goodsTotal: 9340,
      freight: 2400,
      taxLines: [],
      taxTotal: 0,
      total: 11_740,
    };
    expect(table(osaka).slice(0, 4)).toEqual([
      [t.goods, '¥9,340'],
      [t.freight, '¥2,400'],
      [t.tax, '¥0'],
      [t.total, '¥11,740'],
    ]);
  });

  it('says the weight is not known, and leaves the Incoterm out of an order from before Incoterms', () => {
    const rows = table({ ...charged, weightKg: null, incoterm: null, incotermPlace: null });
    expect(rows.at(-1)).toEqual([t.weight, t.weightUnknown]);
  });
});
