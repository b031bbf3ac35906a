import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitTexts } from '../messages/units.ts';
import { cutLengthMm, cutProblem, cutQuantityM, cutToLengthSchema, formatCut, priceCut } from './cut.ts';
import { amountCents, lineTotalCents, quantityProblem, unitPriceCents } from './pricing.ts';
import { toBase } from './units.ts';

const bar = {
  unit: 'm' as const,
  price: 42.5,
  priceBreaks: [
    { minQuantity: 10, price: 39.9 },
    { minQuantity: 50, price: 36 },
  ],
  minimum: 0.1,
  increment: 0.001,
  maximum: null,
  total: 120,
  cutToLength: { minLengthMm: 50, maxLengthMm: 3000, cutFee: 6.5 },
};

describe('cut to length (PRODUCT.md §15)', () => {
  it('prices 7 × 1,250 mm by hand: 8.75 m at $42.50/m + 7 × $6.50', () => {
    const price = priceCut(bar, 7, 1250);
    expect(price).toEqual({
      quantityM: 8.75,
      unitCents: 4250,
      metalCents: 37_188, // 8750 mm × 4250 ¢/m / 1000 = 37 187.5 → 37 188 (half up)
      cutFeesCents: 4550,
      totalCents: 41_738,
    });
    expect(formatCut({ pieces: 7, lengthMm: 1250 })).toBe('7 × 1,250 mm');
  });

  it('refuses zero pieces, lengths out of bounds or not whole mm, and products not cut to length', () => {
    expect(cutProblem(bar, 0, 1000)).toBe(unitTexts.piecesPositive);
    expect(cutProblem(bar, 1.5, 1000)).toBe(unitTexts.piecesPositive);
    expect(cutProblem(bar, 2, 49)).toBe(unitTexts.lengthOutOfBounds(50, 3000));
    expect(cutProblem(bar, 2, 3001)).toBe(unitTexts.lengthOutOfBounds(50, 3000));
    expect(cutProblem(bar, 2, 100.5)).toBe(unitTexts.lengthWholeMm);
    // At most 10,000 pieces in one line (a bigger job is a quote): the 10,000th is fine.
    const plenty = { ...bar, total: 100_000 };
    expect(cutProblem(plenty, 10_000, 50)).toBeUndefined();
    expect(cutProblem(plenty, 10_001, 50)).toBe(unitTexts.piecesTooMany(10_000));
    expect(cutProblem({ ...bar, cutToLength: null }, 2, 100)).toBe(unitTexts.notCutToLength);
    expect(cutProblem({ ...bar, unit: 'pcs' }, 2, 100)).toBe(unitTexts.notCutToLength);
    expect(cutProblem(bar, 100, 3000)).toBe(unitTexts.aboveTotal('120 m'));
    expect(cutProblem(bar, 40, 3000)).toBeUndefined();
  });

  it('is priced monotonically in length below a break', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 50, max: 3000 }),
        fc.integer({ min: 50, max: 3000 }),
        (pieces, a, b) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          const sameBreak =
            unitPriceCents(bar, cutQuantityM(pieces, short)) === unitPriceCents(bar, cutQuantityM(pieces, long));
          fc.pre(sameBreak);
          expect(priceCut(bar, pieces, short).totalCents).toBeLessThanOrEqual(priceCut(bar, pieces, long).totalCents);
        },
      ),
    );
  });

  it('never lets a run of cuts take more than the bar: each accepted cut takes exactly N × L mm', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(fc.record({ pieces: fc.integer({ min: 1, max: 5 }), lengthMm: fc.integer({ min: 50, max: 3000 }) }), {
          maxLength: 60,
        }),
        (stockMm, cuts) => {
          let leftMm = stockMm;
          let takenMm = 0;
          for (const { pieces, lengthMm } of cuts) {
            const product = { ...bar, minimum: 0.001, total: leftMm / 1000 };
            if (cutProblem(product, pieces, lengthMm) !== undefined) {
              // Refused only when it would not fit (or a bound says no): never for a cut that fits.
              expect(pieces * lengthMm > leftMm).toBe(true);
              continue;
            }
            const need = toBase('m', cutQuantityM(pieces, lengthMm));
            expect(need).toBe(pieces * lengthMm);
            leftMm -= need;
            takenMm += need;
          }
          expect(leftMm).toBeGreaterThanOrEqual(0);
          expect(takenMm + leftMm).toBe(stockMm);
        },
      ),
    );
  });

  it('takes exactly N × L of stock, never more, however the cuts are split', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 12_000 }), (pieces, lengthMm) => {
        const taken = toBase('m', cutQuantityM(pieces, lengthMm));
        expect(taken).toBe(cutLengthMm(pieces, lengthMm));
        expect(taken).toBeLessThanOrEqual(pieces * lengthMm);
      }),
    );
  });

  it('rounds a metre or kilogram amount half up once, in integers', () => {
    expect(amountCents('m', 1001, 1.333)).toBe(1334);
    expect(amountCents('kg', 8400, 2.4)).toBe(20_160);
    expect(amountCents('pcs', 1999, 3)).toBe(5997);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000_000 }), (mm, cents) => {
        const exact = (mm * cents) / 1000;
        expect(Math.abs(amountCents('m', cents, mm / 1000) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('keeps the quantity rules in whole mm: 0.3 m is a multiple of 0.1 m', () => {
    const byTenths = { ...bar, increment: 0.1 };
    expect(quantityProblem(byTenths, 0.3)).toBeUndefined();
    expect(quantityProblem(byTenths, 0.35)).toBe(unitTexts.notMultiple('0.1 m'));
    expect(quantityProblem(bar, 0.05)).toBe(unitTexts.belowMinimum('0.1 m'));
    expect(lineTotalCents(bar, 10)).toBe(39_900);
  });

  it('takes cut bounds whose shortest and longest length are equal, not reversed ones', () => {
    expect(cutToLengthSchema.safeParse({ minLengthMm: 500, maxLengthMm: 500, cutFee: 0 }).success).toBe(true);
    expect(cutToLengthSchema.safeParse({ minLengthMm: 501, maxLengthMm: 500, cutFee: 0 }).success).toBe(false);
  });
});
