import { formatQuantity } from '../i18n/format.ts';
import type { Dimensions } from './product.schema.ts';
import { toBase, type Unit } from './units.ts';

/**
 * Weight from density and dimensions (PRODUCT.md §15, ADR 017), one set of rules for the product
 * page, the cart, checkout, purchase orders and the invoice. Density is in g/cm³ at the API (4.51
 * for titanium Grade 2) and kg/m³ in the database (4510, the same digits as a whole number).
 *
 * A cross-section in mm² times a length in mm is mm³; 1 cm³ = 1000 mm³, so grams = mm³ × density
 * / 1000. Weights are estimates (π is in them), rounded to whole grams per line; an order's total
 * weight is the sum of its lines' whole grams, so it is exactly what the lines say.
 */

export interface WeighedProduct {
  unit: Unit;
  form: string | null;
  dimensions: Dimensions;
  /** g/cm³; null when unknown (the weight is then unknown too, except for a `kg` product). */
  density: number | null;
}

/** Densities of the alloys the store sells, g/cm³ (PRODUCT.md §15): defaults for the demo catalog and the admin form. */
export const alloyDensities = {
  'titanium Grade 1': 4.51,
  'titanium Grade 2': 4.51,
  'titanium Grade 5': 4.43,
  'Ti-6Al-4V': 4.43,
  'Ti-6Al-4V ELI': 4.43,
  'nickel 200': 8.89,
  'nickel 201': 8.89,
  tungsten: 19.25,
  molybdenum: 10.22,
  'TZM molybdenum': 10.16,
  tantalum: 16.65,
  niobium: 8.57,
  nitinol: 6.45,
} as const;

/**
 * The area of the cross-section in mm²: a tube π/4·(OD² − (OD − 2·wall)²), a round bar or wire
 * π/4·d², a plate or sheet thickness × width. Null when the form's sizes are missing (a fitting).
 */
export function crossSectionMm2(form: string | null, d: Dimensions): number | null {
  const round = (diameter: number) => (Math.PI / 4) * diameter * diameter;
  const tube = () =>
    d.od !== undefined && d.wall !== undefined && 2 * d.wall <= d.od ? round(d.od) - round(d.od - 2 * d.wall) : null;
  const bar = () => (d.diameter !== undefined ? round(d.diameter) : null);
  const plate = () => (d.thickness !== undefined && d.width !== undefined ? d.thickness * d.width : null);
  switch (form) {
    case 'tube':
      return tube();
    case 'bar':
    case 'wire':
      return bar();
    case 'plate':
      return plate();
    case 'fitting':
      return null;
    default:
      return tube() ?? bar() ?? plate();
  }
}

/** Grams of `lengthMm` of the product's section, unrounded (the property tests compare these). */
export function gramsOfLength(product: Omit<WeighedProduct, 'unit'>, lengthMm: number): number | null {
  const area = crossSectionMm2(product.form, product.dimensions);
  if (area === null || product.density === null) return null;
  return (area * lengthMm * product.density) / 1000;
}

const toKg = (grams: number) => Math.round(grams) / 1000;

/** kg per metre of a product sold by the metre (the product answer's `weightPerMetreKg`), to the gram. */
export function weightPerMetreKg(product: WeighedProduct): number | null {
  if (product.unit !== 'm') return null;
  const grams = gramsOfLength(product, 1000);
  return grams === null ? null : toKg(grams);
}

/** kg of one piece of a `pcs` product whose dimensions give its length (the answer's `weightKg`). */
export function pieceWeightKg(product: WeighedProduct): number | null {
  if (product.unit !== 'pcs' || product.dimensions.length === undefined) return null;
  const grams = gramsOfLength(product, product.dimensions.length);
  return grams === null ? null : toKg(grams);
}

/**
 * A line's weight in whole grams for a quantity in the product's unit: a `kg` line weighs its
 * quantity, an `m` line its length, a `pcs` line its pieces × one piece. Null when unknown.
 */
export function lineWeightGrams(product: WeighedProduct, quantity: number): number | null {
  switch (product.unit) {
    case 'kg':
      return toBase('kg', quantity);
    case 'm': {
      const grams = gramsOfLength(product, toBase('m', quantity));
      return grams === null ? null : Math.round(grams);
    }
    case 'pcs': {
      if (product.dimensions.length === undefined) return null;
      const grams = gramsOfLength(product, product.dimensions.length);
      return grams === null ? null : Math.round(grams * quantity);
    }
  }
}

/** An order's weight: the sum of its lines' whole grams (lines of unknown weight add nothing), null when none is known. */
export function totalWeightGrams(lines: readonly (number | null)[]): number | null {
  const known = lines.filter((grams): grams is number => grams !== null);
  return known.length === 0 ? null : known.reduce((sum, grams) => sum + grams, 0);
}

/** Whole grams as the API's kg (2400 → 2.4). */
export const gramsToKg = (grams: number | null): number | null => (grams === null ? null : grams / 1000);

/** "2.4 kg", "1,250.125 kg" ("1.250,125 kg" in German). */
export function formatKg(kg: number): string {
  return formatQuantity(kg, 'kg');
}

/** Density at the API (g/cm³, up to 3 decimals) to the database's whole kg/m³, and back. */
export const densityToColumn = (density: number | null): number | null =>
  density === null ? null : Math.round(density * 1000);
export const densityFromColumn = (column: number | null): number | null => (column === null ? null : column / 1000);
