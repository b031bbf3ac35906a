import { describe, expect, it } from 'vitest';
import { isWholeCents } from '../money.ts';
import { isWholeMinor, minorUnitProblem } from './minor-units.ts';

describe('an amount typed in an order’s currency', () => {
  it('fits the currency’s minor unit: cents for USD and EUR, whole yen, fils for KWD', () => {
    expect(isWholeMinor(12.5, 'EUR')).toBe(true);
    expect(isWholeMinor(12.505, 'EUR')).toBe(false);
    expect(isWholeMinor(2400, 'JPY')).toBe(true);
    expect(isWholeMinor(12.5, 'JPY')).toBe(false);
    expect(isWholeMinor(1.005, 'KWD')).toBe(true);
    expect(isWholeMinor(1.0005, 'KWD')).toBe(false);
  });

  it('agrees with the US dollar check it stands beside, binary noise included', () => {
    for (const amount of [19.99, 0.1 + 0.2, 1.005, 1234.5, 0.001, 99_999_999.99]) {
      expect(isWholeMinor(amount, 'USD')).toBe(isWholeCents(amount));
    }
  });
});

describe('minorUnitProblem', () => {
  it('names the field and the currency’s decimals, or answers nothing for an amount that fits', () => {
    expect(minorUnitProblem(2400, 'JPY', 'Freight amount')).toBeUndefined();
    expect(minorUnitProblem(12.5, 'JPY', 'Freight amount')).toBe(
      'Freight amount must be a whole number of JPY (JPY has no minor unit)',
    );
    expect(minorUnitProblem(12.505, 'EUR', 'The unit price')).toBe('The unit price can have at most 2 decimals in EUR');
  });
});
