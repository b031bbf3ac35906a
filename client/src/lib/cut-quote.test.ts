import { describe, expect, it } from 'vitest';
import { unitTexts } from '#shared/messages/units.ts';
import { quoteCut } from './cut-quote.ts';

/** A titanium tube, OD 6 × wall 0.5 mm, sold by the metre and cut from 100 mm to 3 m at $2.50 a cut. */
const tube = {
  unit: 'm' as const,
  price: 12.4,
  priceBreaks: [{ minQuantity: 10, price: 11 }],
  minimum: 1,
  increment: 0.001,
  maximum: null,
  total: 500,
  form: 'tube',
  dimensions: { od: 6, wall: 0.5 },
  density: 4.51,
  cutToLength: { minLengthMm: 100, maxLengthMm: 3000, cutFee: 2.5 },
};

describe('the product page prices N pieces of L mm as the buyer types', () => {
  it('charges the metres at the break they reach plus a cut fee per piece, and weighs them', () => {
    // 7 × 1,250 mm = 8.75 m at $12.40/m = $108.50, + 7 × $2.50 = $17.50: $126.00.
    // Section π/4 × (6² − 5²) = 8.639 mm²; × 8,750 mm × 4.51 g/cm³ / 1000 = 340.9 g → 0.341 kg.
    expect(quoteCut(tube, '7', '1250')).toMatchObject({
      request: { pieces: 7, lengthMm: 1250 },
      quantityM: 8.75,
      unitPriceCents: 1240,
      cutFeesCents: 1750,
      totalCents: 12_600,
      weightKg: 0.341,
      quantityProblem: undefined,
    });
    // 8 × 1,250 mm = 10 m reaches the $11 break: $110 + $20 of cuts.
    expect(quoteCut(tube, '8', '1250')).toMatchObject({ unitPriceCents: 1100, totalCents: 13_000 });
  });

  it('says what is wrong with each field, from the shared rules, and sends nothing', () => {
    expect(quoteCut(tube, '0', '1250')).toMatchObject({ piecesProblem: unitTexts.piecesPositive, request: undefined });
    expect(quoteCut(tube, '', '1250').piecesProblem).toBe(unitTexts.piecesPositive);
    expect(quoteCut(tube, '2', '99')).toMatchObject({
      lengthProblem: unitTexts.lengthOutOfBounds(100, 3000),
      piecesProblem: undefined,
      totalCents: undefined,
    });
    expect(quoteCut(tube, '2', '3001').lengthProblem).toBe(unitTexts.lengthOutOfBounds(100, 3000));
    expect(quoteCut(tube, '2', '1250.5').lengthProblem).toBe(unitTexts.lengthWholeMm);
    expect(quoteCut(tube, '2', '').lengthProblem).toBe(unitTexts.lengthWholeMm);
  });

  it('prices a cut that breaks a quantity rule but refuses to send it, naming the rule', () => {
    // 1 × 500 mm = 0.5 m, below the 1 m minimum.
    const quote = quoteCut(tube, '1', '500');
    expect(quote).toMatchObject({
      totalCents: 870,
      request: undefined,
      piecesProblem: undefined,
      lengthProblem: undefined,
    });
    expect(quote.quantityProblem).toMatch(/minimum/);
  });

  it('has no weight to show when the density is not known', () => {
    expect(quoteCut({ ...tube, density: null }, '7', '1250').weightKg).toBeNull();
  });
});
