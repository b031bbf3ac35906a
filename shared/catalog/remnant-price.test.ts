import { describe, expect, it } from 'vitest';
import { remnantPriceMinor } from './remnant-price.ts';

describe('remnantPriceMinor', () => {
  it('is the metre price × length / 1000 less the discount, on the whole piece', () => {
    // $184.00 a metre, 600 mm, 30 % off: 184 × 0.6 × 0.7 = $77.28.
    expect(remnantPriceMinor(18_400, 600, 30)).toBe(7_728);
    // No discount: the piece at the metre price.
    expect(remnantPriceMinor(18_400, 1000, 0)).toBe(18_400);
    // All off.
    expect(remnantPriceMinor(18_400, 1000, 100)).toBe(0);
  });

  it('rounds half up once, in exact decimals', () => {
    // 1 cent × 0.5 m × 1.0 = 0.5 cent → 1; 1 cent × 0.49 m → 0.
    expect(remnantPriceMinor(1, 500, 0)).toBe(1);
    expect(remnantPriceMinor(1, 490, 0)).toBe(0);
    // $1.00 × 0.45 m × 0.7 = 31.5 cents → 32 (in binary floating point 31.499999999999996 → 31).
    expect(remnantPriceMinor(100, 450, 30)).toBe(32);
    // A fractional discount: $100 × 0.333 m × 0.875 = 2913.75 cents → 2914.
    expect(remnantPriceMinor(10_000, 333, 12.5)).toBe(2_914);
  });
});
