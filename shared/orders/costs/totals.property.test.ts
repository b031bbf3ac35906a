import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShippingZone } from '../../settings/shipping.schema.ts';
import type { TaxSettings } from '../../settings/tax.schema.ts';
import { noStanding, orderDate, shipping, tax } from './costs.test-helpers.ts';
import { zoneOf, type Destination } from './freight.ts';
import { orderTotals, type TotalsInput } from './totals.ts';

/* Properties of the totals for any order (docs/product/costs.md#properties). */

const currencies = ['USD', 'EUR', 'JPY', 'KWD'] as const;
const destinations: Destination[] = [
  { country: 'US', region: 'US-PA' },
  { country: 'US', region: 'US-OH' },
  { country: 'US' },
  { country: 'FR', region: 'FR-ARA' },
  { country: 'DE', region: 'DE-BW' },
  { country: 'JP' },
  { country: 'BR' },
];

const taxSettings: fc.Arbitrary<TaxSettings> = fc
  .record({
    registrations: fc.constant(tax.registrations),
    freightTaxable: fc.boolean(),
  })
  .chain((settings) =>
    // Rates with up to two decimals (basis points), as the settings page takes them.
    fc.array(fc.integer({ min: 0, max: 2500 }), { minLength: 2, maxLength: 2 }).map((bps) => ({
      ...settings,
      registrations: settings.registrations.map((registration, index) => ({
        ...registration,
        rate: bps[index]! / 100,
      })),
    })),
  );

const order: fc.Arbitrary<TotalsInput> = fc
  .record({
    currency: fc.constantFrom(...currencies),
    // perBase with up to 4 decimals, from 0.0001 to 2000.
    exchangeRate: fc.integer({ min: 1, max: 20_000_000 }).map((rate) => rate / 10_000),
    lines: fc.array(
      fc.record({
        minor: fc.integer({ min: 0, max: 100_000_000 }),
        weightGrams: fc.option(fc.integer({ min: 0, max: 200_000 }), { freq: 8 }),
        pieceLengthMm: fc.option(fc.integer({ min: 1, max: 6000 })),
      }),
      { maxLength: 12 },
    ),
    shipTo: fc.constantFrom(...destinations),
    vatId: fc.option(
      fc.record({
        country: fc.constantFrom('FR', 'DE', 'GB'),
        status: fc.constantFrom('verified' as const, 'unverified' as const),
      }),
    ),
    incoterm: fc.constantFrom('EXW', 'DAP', 'CPT', undefined),
    tax: taxSettings,
  })
  .map(({ currency, lines, vatId, ...rest }) => ({
    ...rest,
    currency,
    lines: lines.map(({ minor, ...line }) => ({ ...line, goods: { minor, currency } })),
    billTo: { ...noStanding, vatId },
    shipping,
    orderDate,
  }));

/** The tax of one line by an independent rule: integer basis points, half up, in BigInt. */
const lineTax = (minor: number, rate: number) =>
  Number((BigInt(minor) * BigInt(Math.round(rate * 100)) + 5_000n) / 10_000n);

describe('order totals, for any order', () => {
  it('total = goods + freight + tax, all in the order’s currency', () => {
    fc.assert(
      fc.property(order, (input) => {
        const totals = orderTotals(input);
        const freight = totals.freight?.minor ?? 0;
        expect(totals.total.minor).toBe(totals.goodsTotal.minor + freight + totals.taxTotal.minor);
        expect(totals.goodsTotal.minor).toBe(input.lines.reduce((sum, line) => sum + line.goods.minor, 0));
        for (const amount of [totals.total, totals.goodsTotal, totals.taxTotal, totals.freight ?? totals.total]) {
          expect(amount.currency).toBe(input.currency);
        }
        expect(totals.freight === null).toBe(totals.freightStatus === 'pending');
      }),
    );
  });

  it('tax is rounded per line: the sum of the lines’ (and the freight’s) rounded taxes', () => {
    fc.assert(
      fc.property(order, (input) => {
        const totals = orderTotals(input);
        const expected = input.lines.map((line, index) => lineTax(line.goods.minor, totals.lines[index]!.taxRate));
        expect(totals.lines.map((line) => line.taxAmount.minor)).toEqual(expected);
        const freightTax = lineTax(totals.freight?.minor ?? 0, totals.freightTax.taxRate);
        expect(totals.taxTotal.minor).toBe(expected.reduce((sum, tax) => sum + tax, freightTax));
        expect(totals.taxLines.reduce((sum, taxLine) => sum + taxLine.amount.minor, 0)).toBe(totals.taxTotal.minor);
      }),
    );
  });

  it('a JPY order has whole amounts, freight converted from dollars included', () => {
    fc.assert(
      fc.property(order, (input) => {
        const totals = orderTotals({
          ...input,
          currency: 'JPY',
          lines: input.lines.map((line) => ({ ...line, goods: { ...line.goods, currency: 'JPY' } })),
        });
        const amounts = [
          totals.goodsTotal,
          totals.taxTotal,
          totals.total,
          ...totals.lines.map((line) => line.taxAmount),
        ];
        if (totals.freight) amounts.push(totals.freight);
        for (const amount of amounts)
          expect(Number.isSafeInteger(amount.minor) && amount.currency === 'JPY').toBe(true);
      }),
    );
  });
});

describe('the zone of a ship-to, for any list of zones', () => {
  const zone = fc.record({
    name: fc.string({ minLength: 1, maxLength: 4 }),
    countries: fc.subarray(['US', 'DE', 'FR'], { minLength: 1 }),
    regions: fc.option(fc.subarray(['US-PA', 'US-OH', 'DE-BW']), { nil: undefined }),
    rates: fc.constant([]),
  }) as fc.Arbitrary<ShippingZone>;
  const to = fc.constantFrom<Destination>(
    { country: 'US', region: 'US-PA' },
    { country: 'US' },
    { country: 'DE', region: 'DE-BW' },
    { country: 'FR' },
  );
  const matches = (z: ShippingZone, d: Destination) =>
    z.countries.includes(d.country) && (!z.regions?.length || (d.region !== undefined && z.regions.includes(d.region)));
  const byRegion = (z: ShippingZone, d: Destination) => matches(z, d) && Boolean(z.regions?.length);

  it('reordering zones changes the answer only by the first match: region matches, then the rest', () => {
    fc.assert(
      fc.property(fc.array(zone, { maxLength: 8 }), to, fc.infiniteStream(fc.nat()), (zones, d, seeds) => {
        // Any order of the same zones: the answer is the first region match of that order, else its first match.
        const shuffled = zones
          .map((z) => ({ z, key: seeds.next().value }))
          .sort((a, b) => a.key - b.key)
          .map(({ z }) => z);
        for (const list of [zones, shuffled]) {
          const expected = list.find((z) => byRegion(z, d)) ?? list.find((z) => matches(z, d));
          expect(zoneOf(d, list)).toBe(expected);
        }
        // Zones that do not match may sit anywhere without changing it.
        const matching = zones.filter((z) => matches(z, d));
        expect(zoneOf(d, [...zones.filter((z) => !matches(z, d)), ...matching])).toBe(zoneOf(d, zones));
      }),
    );
  });
});
