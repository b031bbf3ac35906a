import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crossSectionMm2,
  gramsOfLength,
  lineWeightGrams,
  pieceWeightKg,
  totalWeightGrams,
  weightPerMetreKg,
} from './weight.ts';

const size = fc.double({ min: 0.1, max: 500, noNaN: true });
const density = fc.double({ min: 1, max: 22, noNaN: true });

describe('weight (PRODUCT.md §15)', () => {
  it("of a tube equals the difference of two bars' weights: OD and OD − 2·wall", () => {
    fc.assert(
      fc.property(
        size,
        fc.double({ min: 0.01, max: 0.5, noNaN: true }),
        density,
        size,
        (od, wallShare, rho, length) => {
          const wall = od * wallShare;
          const tube = gramsOfLength({ form: 'tube', dimensions: { od, wall }, density: rho }, length)!;
          const outer = gramsOfLength({ form: 'bar', dimensions: { diameter: od }, density: rho }, length)!;
          const inner = gramsOfLength({ form: 'bar', dimensions: { diameter: od - 2 * wall }, density: rho }, length)!;
          expect(tube).toBeCloseTo(outer - inner, 6);
        },
      ),
    );
  });

  it('of a round bar, a plate and a tube by hand', () => {
    // Ti Grade 2 bar, 10 mm: π/4 · 100 = 78.54 mm² · 1000 mm = 78.54 cm³ · 4.51 = 354 g per metre.
    expect(weightPerMetreKg({ unit: 'm', form: 'bar', dimensions: { diameter: 10 }, density: 4.51 })).toBe(0.354);
    // Tungsten plate 2 × 100 × 200 mm = 40 cm³ · 19.25 = 770 g.
    expect(
      pieceWeightKg({
        unit: 'pcs',
        form: 'plate',
        dimensions: { thickness: 2, width: 100, length: 200 },
        density: 19.25,
      }),
    ).toBe(0.77);
    expect(crossSectionMm2('tube', { od: 10, wall: 6 })).toBeNull();
    expect(crossSectionMm2('fitting', { od: 10 })).toBeNull();
  });

  it('of a line: a kg line weighs its quantity, an m line its length, a pcs line its pieces', () => {
    expect(lineWeightGrams({ unit: 'kg', form: 'plate', dimensions: {}, density: null }, 2.4)).toBe(2400);
    expect(lineWeightGrams({ unit: 'm', form: 'bar', dimensions: { diameter: 10 }, density: 4.51 }, 8.75)).toBe(3099);
    expect(
      lineWeightGrams({ unit: 'pcs', form: 'bar', dimensions: { diameter: 10, length: 1000 }, density: 4.51 }, 3),
    ).toBe(1063);
    expect(lineWeightGrams({ unit: 'm', form: 'bar', dimensions: { diameter: 10 }, density: null }, 1)).toBeNull();
  });

  it("of an order is the exact sum of its lines' whole grams", () => {
    expect(totalWeightGrams([2400, null, 3099])).toBe(5499);
    expect(totalWeightGrams([null])).toBeNull();
  });
});
