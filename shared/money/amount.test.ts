import { describe, expect, it } from 'vitest';
import { add, convert, convertMajor, fromCents, fromMajor, percentOf, sum, toMajor } from './amount.ts';

const usd = (minor: number) => ({ minor, currency: 'USD' });

describe('money as minor units (ADR 029)', () => {
  it('reads a major-unit number by its decimal text, not its binary value', () => {
    expect(fromMajor(19.99, 'USD')).toEqual(usd(1999));
    // 1.005 is 1.00499999999999989… in binary: Math.round(1.005 * 100) gives 100, half up gives 101.
    expect(fromMajor(1.005, 'USD')).toEqual(usd(101));
    expect(fromMajor(1250.5, 'JPY')).toEqual({ minor: 1251, currency: 'JPY' });
    expect(fromMajor(1.2345, 'KWD')).toEqual({ minor: 1235, currency: 'KWD' });
  });

  it('answers major units with the currency’s own decimals', () => {
    expect(toMajor(usd(1250))).toBe(12.5);
    expect(toMajor({ minor: 1250, currency: 'JPY' })).toBe(1250);
    expect(toMajor(fromCents(99))).toBe(0.99);
  });

  it('takes a percent exactly and rounds half up once', () => {
    expect(percentOf(usd(1234), 6)).toEqual(usd(74)); // 74.04
    expect(percentOf(usd(36475), 6)).toEqual(usd(2189)); // 2188.5
    expect(percentOf(usd(4025), 6)).toEqual(usd(242)); // 241.5
    expect(percentOf(usd(1000), 6.625)).toEqual(usd(66)); // 66.25
    expect(percentOf(usd(100), 0)).toEqual(usd(0));
  });

  it('converts from the base at a rate, rounded half up to the target’s minor unit', () => {
    expect(convertMajor(12.34, 151.37, 'JPY')).toEqual({ minor: 1868, currency: 'JPY' }); // 1867.9058
    expect(convertMajor(180, 0.92, 'EUR')).toEqual({ minor: 16560, currency: 'EUR' });
    expect(convertMajor(0.125, 1, 'USD')).toEqual(usd(13)); // 12.5 cents
    expect(convert(usd(1234), 151.37, 'JPY')).toEqual({ minor: 1868, currency: 'JPY' });
    expect(convert(usd(1999), 1, 'USD')).toEqual(usd(1999));
  });

  it('adds only amounts of one currency', () => {
    expect(sum([usd(1), usd(2), usd(3)], 'USD')).toEqual(usd(6));
    expect(sum([], 'EUR')).toEqual({ minor: 0, currency: 'EUR' });
    expect(() => add(usd(1), { minor: 1, currency: 'EUR' })).toThrow(TypeError);
  });
});
