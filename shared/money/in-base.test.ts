import { describe, expect, it } from 'vitest';
import { inBaseMinor, sumInBaseMinor, totalsByCurrency } from './in-base.ts';

describe('orders in several currencies brought to the base (PRODUCT.md §17)', () => {
  it('converts each order at its own frozen rate: €920.00 at 0.92 and ¥151,370 at 151.37 are $1,000.00 each', () => {
    expect(inBaseMinor({ minor: 92_000, currency: 'EUR', perBase: '0.92' }, 'USD')).toBe(100_000);
    expect(inBaseMinor({ minor: 151_370, currency: 'JPY', perBase: '151.37' }, 'USD')).toBe(100_000);
    expect(
      sumInBaseMinor(
        [
          { minor: 92_000, currency: 'EUR', perBase: '0.92' },
          { minor: 151_370, currency: 'JPY', perBase: '151.37' },
          { minor: 12_345, currency: 'USD', perBase: '1' },
        ],
        'USD',
      ),
    ).toBe(212_345);
  });

  it('rounds each order half up, then sums: two €0.05 orders are $0.10, where their sum would say $0.11', () => {
    const order = { minor: 5, currency: 'EUR', perBase: '0.92' };
    expect(inBaseMinor(order, 'USD')).toBe(5); // $0.0543…
    expect(sumInBaseMinor([order, order], 'USD')).toBe(10);
    expect(inBaseMinor({ ...order, minor: 10 }, 'USD')).toBe(11); // $0.1087…
  });

  it('leaves the base alone whatever rate a row says, and reads a rate given as a number', () => {
    expect(inBaseMinor({ minor: 1999, currency: 'USD', perBase: 1 }, 'USD')).toBe(1999);
    expect(inBaseMinor({ minor: 1868, currency: 'JPY', perBase: 151.37 }, 'USD')).toBe(1234); // $12.3406
  });

  it('sums each currency on its own, in the order the currencies first appear', () => {
    const rows = [
      { currency: 'JPY', minor: { amount: 9340, paid: 1000 } },
      { currency: 'EUR', minor: { amount: 5675, paid: 0 } },
      { currency: 'JPY', minor: { amount: 2000, paid: 2000 } },
    ];
    expect(totalsByCurrency(rows, ['amount', 'paid'])).toEqual([
      { currency: 'JPY', minor: { amount: 11_340, paid: 3000 } },
      { currency: 'EUR', minor: { amount: 5675, paid: 0 } },
    ]);
    expect(totalsByCurrency([], ['amount'])).toEqual([]);
  });
});
