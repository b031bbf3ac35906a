import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitTexts } from '../messages/units.ts';
import {
  baseToDecimalText,
  decimalsOf,
  fitsUnit,
  formatQuantity,
  fromBase,
  parseQuantity,
  toBase,
  unitQuantityProblem,
} from './units.ts';

describe('units', () => {
  it('count the decimals a number is written with, without multiplying', () => {
    expect(decimalsOf(12)).toBe(0);
    expect(decimalsOf(12.5)).toBe(1);
    expect(decimalsOf(12.345)).toBe(3);
    expect(decimalsOf(0.1 + 0.2)).toBe(17);
    expect(decimalsOf(1e-7)).toBe(7);
    expect(decimalsOf(1.5e-5)).toBe(6);
    expect(decimalsOf(1e21)).toBe(0);
  });

  it('keep m and kg exactly as whole mm and g, and back without noise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (mm) => {
        const metres = fromBase('m', mm);
        expect(fitsUnit('m', metres)).toBe(true);
        expect(toBase('m', metres)).toBe(mm);
        expect(String(metres)).toBe(baseToDecimalText('m', mm));
      }),
    );
  });

  it('say and read quantities with their unit', () => {
    expect(formatQuantity('m', 12.5)).toBe('12.5 m');
    expect(formatQuantity('kg', 2.4)).toBe('2.4 kg');
    expect(formatQuantity('pcs', 1250)).toBe('1,250 pcs');
    expect(parseQuantity('m', '12.5 m')).toBe(12.5);
    expect(parseQuantity('kg', ' 2.4kg ')).toBe(2.4);
    expect(parseQuantity('m', '1,250.125')).toBe(1250.125);
    expect(parseQuantity('m', '1.2345')).toBeUndefined();
    expect(parseQuantity('m', '2 kg')).toBeUndefined();
    expect(parseQuantity('pcs', '2.5')).toBeUndefined();
  });

  it('read a quantity as a German or French reader types it, with a decimal comma', () => {
    expect(parseQuantity('m', '1,5', 'de')).toBe(1.5);
    expect(parseQuantity('m', '1.250,125 m', 'de')).toBe(1250.125);
    expect(parseQuantity('kg', '1\u202f250,5', 'fr')).toBe(1250.5);
    expect(parseQuantity('kg', '1 250,5 kg', 'fr')).toBe(1250.5);
    expect(parseQuantity('m', '1,2345', 'de')).toBeUndefined();
    expect(parseQuantity('pcs', '2,5', 'de')).toBeUndefined();
    // In English a comma still groups thousands, as it always did.
    expect(parseQuantity('m', '1,5', 'en')).toBe(15);
  });

  it('refuse a quantity the unit cannot say: zero, metres of a pcs product, a fourth decimal', () => {
    expect(unitQuantityProblem('m', 0)).toBe(unitTexts.quantityPositive);
    expect(unitQuantityProblem('kg', -1)).toBe(unitTexts.quantityPositive);
    expect(unitQuantityProblem('pcs', 2.5)).toBe(unitTexts.piecesWhole);
    expect(unitQuantityProblem('m', 1.2345)).toBe(unitTexts.tooManyDecimals('Quantity'));
    expect(unitQuantityProblem('m', 1.234)).toBeUndefined();
    expect(unitQuantityProblem('pcs', 3)).toBeUndefined();
  });
});
