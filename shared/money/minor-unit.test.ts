import { describe, expect, it } from 'vitest';
import { isWholeCents } from '../money.ts';
import { fitsMinorUnit } from './minor-unit.ts';

describe('an amount typed in an order’s currency', () => {
  it('fits the currency’s minor unit: cents for USD and EUR, whole yen, fils for KWD', () => {
    expect(fitsMinorUnit(12.5, 'EUR')).toBe(true);
    expect(fitsMinorUnit(12.505, 'EUR')).toBe(false);
    expect(fitsMinorUnit(2400, 'JPY')).toBe(true);
    expect(fitsMinorUnit(12.5, 'JPY')).toBe(false);
    expect(fitsMinorUnit(1.005, 'KWD')).toBe(true);
    expect(fitsMinorUnit(1.0005, 'KWD')).toBe(false);
  });

  it('agrees with the US dollar check it stands beside, binary noise included', () => {
    for (const amount of [19.99, 0.1 + 0.2, 1.005, 1234.5, 0.001, 99_999_999.99]) {
      expect(fitsMinorUnit(amount, 'USD')).toBe(isWholeCents(amount));
    }
  });
});
