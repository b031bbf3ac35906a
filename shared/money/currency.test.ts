import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CurrencySettings, minorDigits } from '../settings/currencies.schema.ts';
import { baseCurrency, convertedMajor, priceInCurrency, type SellingCurrency, sellingCurrency } from './currency.ts';

/*
 * The worked examples of the catalog's API test (server/src/modules/catalog/catalog-currency.api.test.ts)
 * on the demo rates (server/src/db/seed/demo-settings.ts, copied: shared/ imports nothing of the
 * server): USD base; EUR 0.92, GBP 0.79, JPY 151.4 per dollar.
 */
const settings: CurrencySettings = {
  base: 'USD',
  offered: ['USD', 'EUR', 'GBP', 'JPY'],
  rates: [
    { currency: 'EUR', perBase: 0.92, asOf: '2026-11-28' },
    { currency: 'GBP', perBase: 0.79, asOf: '2026-11-28' },
    { currency: 'JPY', perBase: 151.4, asOf: '2026-11-28' },
  ],
};
const at = (code: string): SellingCurrency => sellingCurrency(settings, code)!;

describe('sellingCurrency (PRODUCT.md §17)', () => {
  it('gives an offered currency at its rate, the base at 1, regardless of case', () => {
    expect(sellingCurrency(settings, 'EUR')).toEqual({ currency: 'EUR', perBase: 0.92, base: 'USD' });
    expect(sellingCurrency(settings, ' jpy ')).toEqual({ currency: 'JPY', perBase: 151.4, base: 'USD' });
    expect(sellingCurrency(settings, 'USD')).toEqual({ currency: 'USD', perBase: 1, base: 'USD' });
    expect(baseCurrency(settings)).toEqual({ currency: 'USD', perBase: 1, base: 'USD' });
  });

  it('gives nothing for an unknown code or one the store does not offer', () => {
    expect(sellingCurrency(settings, 'XYZ')).toBeUndefined();
    expect(sellingCurrency(settings, 'CHF')).toBeUndefined();
    expect(sellingCurrency(settings, '')).toBeUndefined();
  });
});

describe('convertedMajor', () => {
  it('converts $12.34 half up to the minor unit, in exact decimals', () => {
    // 12.34 × 0.92 = 11.3528 → €11.35; × 0.79 = 9.7486 → £9.75; × 151.4 = 1868.276 → ¥1868.
    expect(convertedMajor(12.34, at('EUR'))).toBe(11.35);
    expect(convertedMajor(12.34, at('GBP'))).toBe(9.75);
    expect(convertedMajor(12.34, at('JPY'))).toBe(1868);
    expect(convertedMajor(12.34, at('USD'))).toBe(12.34);
  });

  it('rounds a tie up where binary floating point would round it down', () => {
    // 2.50 × 151.4 = 378.5 → ¥379. 10.02 × 1.25 = 12.525 → €12.53, while the double
    // 10.02 * 1.25 is 12.524999999999999, whose toFixed(2) is "12.52".
    expect(convertedMajor(2.5, at('JPY'))).toBe(379);
    expect(convertedMajor(10.02, { currency: 'EUR', perBase: 1.25, base: 'USD' })).toBe(12.53);
  });
});

describe('priceInCurrency', () => {
  const tube = {
    price: 12.34,
    priceBreaks: [
      { minQuantity: 10, price: 11.5 },
      { minQuantity: 50, price: 10.99 },
    ],
    cutToLength: null,
  };

  it('answers the base list as it is, with priceSource list', () => {
    expect(priceInCurrency(tube, at('USD'))).toEqual({
      currency: 'USD',
      price: 12.34,
      priceBreaks: tube.priceBreaks,
      priceSource: 'list',
      cutFee: null,
    });
  });

  it('converts the price and each break on its own, and the cut fee', () => {
    // Breaks: 11.50 × 0.92 = 10.58; 10.99 × 0.92 = 10.1108 → 10.11. In yen: 1741.1 → 1741; 1663.886 → 1664.
    expect(priceInCurrency(tube, at('EUR'))).toEqual({
      currency: 'EUR',
      price: 11.35,
      priceBreaks: [
        { minQuantity: 10, price: 10.58 },
        { minQuantity: 50, price: 10.11 },
      ],
      priceSource: 'converted',
      cutFee: null,
    });
    expect(priceInCurrency(tube, at('JPY'))).toMatchObject({
      price: 1868,
      priceBreaks: [
        { minQuantity: 10, price: 1741 },
        { minQuantity: 50, price: 1664 },
      ],
    });
    // The cut fee has no fixed list: $2.50 → ¥379, €2.30.
    const bar = { price: 20, priceBreaks: [], cutToLength: { cutFee: 2.5 } };
    expect(priceInCurrency(bar, at('JPY'))).toMatchObject({ price: 3028, cutFee: 379 });
    expect(priceInCurrency(bar, at('EUR'))).toMatchObject({ price: 18.4, cutFee: 2.3 });
  });

  it('answers a fixed list in that currency as it is', () => {
    const fixed = { ...tube, prices: { EUR: { price: 11.5, priceBreaks: [{ minQuantity: 10, price: 10.75 }] } } };
    expect(priceInCurrency(fixed, at('EUR'))).toEqual({
      currency: 'EUR',
      price: 11.5,
      priceBreaks: [{ minQuantity: 10, price: 10.75 }],
      priceSource: 'list',
      cutFee: null,
    });
    expect(priceInCurrency(fixed, at('GBP'))).toMatchObject({ price: 9.75, priceSource: 'converted' });
  });
});

describe('converting whole base minor units (property)', () => {
  it('never gives a fraction of the target minor unit, and is the exact product rounded half up', () => {
    fc.assert(
      fc.property(
        // Up to $10,000,000.00 in cents; rates of up to 6 decimals, from 0.000001 to 1,000.
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.constantFrom('EUR', 'GBP', 'JPY', 'KWD'),
        (cents, millionths, currency) => {
          const perBase = millionths / 1_000_000;
          const result = convertedMajor(cents / 100, { currency, perBase, base: 'USD' });
          const scale = 10 ** minorDigits(currency);
          const minor = Math.round(result * scale);
          // A whole number of the target's minor units: the major number is exactly minor / scale.
          expect(minor / scale).toBe(result);
          // The exact product in target minor units, cents × millionths × scale / 10^8, rounded half up.
          const numerator = BigInt(cents) * BigInt(millionths) * BigInt(scale);
          const denominator = 100_000_000n;
          expect(BigInt(minor)).toBe((2n * numerator + denominator) / (2n * denominator));
        },
      ),
    );
  });
});
