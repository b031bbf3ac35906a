import { formatQuantity as withUnit } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';
import { typedNumber } from '../i18n/parse-number.ts';
import { unitTexts } from '../messages/units.ts';
import { validation } from '../messages/validation.ts';

/**
 * The units a product is sold in (PRODUCT.md §15, ADR 017): by the piece, by the metre, by the
 * kilogram. Quantities in `m` and `kg` may have up to 3 decimals and are kept exactly as whole
 * millimetres and grams (the *base* unit) inside and in the database; a piece is its own base
 * unit, so every `pcs` product's numbers are what they always were.
 */
export const units = ['pcs', 'm', 'kg'] as const;
export type Unit = (typeof units)[number];

/** Base units in one unit: 1 piece, 1000 mm, 1000 g. */
export const baseUnitsPer: Record<Unit, number> = { pcs: 1, m: 1000, kg: 1000 };

/** Decimals a quantity may have in its unit: none for pieces, 3 (mm or g) for m and kg. */
export const maxDecimals: Record<Unit, number> = { pcs: 0, m: 3, kg: 3 };

export const isUnit = (value: unknown): value is Unit => units.includes(value as Unit);

/**
 * The number of decimals a number is written with, read from its shortest decimal form (the one
 * JSON and String() give): 12.345 → 3, 0.1 + 0.2 → 17. No multiplication, so no rounding noise.
 */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return Infinity;
  const text = String(Math.abs(value));
  const exponent = /e([+-]\d+)$/.exec(text);
  const mantissa = exponent ? text.slice(0, exponent.index) : text;
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - (exponent ? Number(exponent[1]) : 0));
}

/** True when the quantity can be said in the unit: whole pieces, or at most 3 decimals of m or kg. */
export function fitsUnit(unit: Unit, value: number): boolean {
  return decimalsOf(value) <= maxDecimals[unit];
}

/**
 * A quantity in the product's unit to whole base units (12.5 m → 12500 mm). Only for values that
 * fit the unit (fitsUnit); Math.round absorbs the binary noise of 12.345 × 1000.
 */
export function toBase(unit: Unit, value: number): number {
  return Math.round(value * baseUnitsPer[unit]);
}

/**
 * Whole base units back to the unit (12500 mm → 12.5 m). Dividing an integer by 1000 gives the
 * double nearest the exact decimal, whose shortest form is that decimal: no noise reaches JSON.
 */
export function fromBase(unit: Unit, base: number): number {
  return base / baseUnitsPer[unit];
}

/** "12.5" for 12500 mm: the base amount written in the unit, digits only (no grouping, no noise). */
export function baseToDecimalText(unit: Unit, base: number): string {
  const per = baseUnitsPer[unit];
  if (per === 1) return String(base);
  const sign = base < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(base) / per);
  const fraction = String(Math.abs(base) % per)
    .padStart(String(per).length - 1, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** "12.5 m", "2.4 kg", "1,250 pcs" ("12,5 m" in German): a quantity as forms, cards, cart, orders and invoice show it. */
export function formatQuantity(unit: Unit, value: number): string {
  return withUnit(fromBase(unit, toBase(unit, value)), unitTexts.unitLabels[unit]);
}

/** "$84.00/kg", "$12.50/m"; a piece price has no suffix, as it always had. */
export function formatUnitPrice(unit: Unit, formattedPrice: string): string {
  return unit === 'pcs' ? formattedPrice : `${formattedPrice}/${unitTexts.unitLabels[unit]}`;
}

/**
 * Reads a typed quantity: "12.5", "12.5 m", " 2.4kg ", "1,250.5" (grouping commas); in German or
 * French as their readers type it too ("12,5 m", "1.250,5", typedNumber). Undefined when it is not
 * a number, names another unit, or has more decimals than the unit allows.
 */
export function parseQuantity(unit: Unit, text: string, language?: Language): number | undefined {
  const match = /^\s*([0-9][0-9,]*(?:\.[0-9]+)?|\.[0-9]+)\s*([a-z]*)\s*$/i.exec(typedNumber(text, language));
  if (!match) return undefined;
  const suffix = match[2]!.toLowerCase();
  if (suffix && suffix !== unit) return undefined;
  const value = Number(match[1]!.replace(/,/g, ''));
  return Number.isFinite(value) && fitsUnit(unit, value) ? value : undefined;
}

/**
 * The most base units a quantity column holds: the columns are 32-bit integers on PostgreSQL, so
 * 2,000,000 m or kg at most (10 million pieces are far below it).
 */
export const maxBaseUnits = 2_000_000_000;

/** True when the quantity fits the database's integer columns in base units. */
export const fitsColumns = (unit: Unit, value: number): boolean => Math.abs(toBase(unit, value)) <= maxBaseUnits;

/**
 * Why a quantity cannot be said in the unit, or undefined: more than 0, whole for pieces (a
 * quantity in metres for a `pcs` product), at most 3 decimals for m and kg, within the columns.
 */
export function unitQuantityProblem(unit: Unit, value: number): string | undefined {
  if (!Number.isFinite(value) || value <= 0) return unitTexts.quantityPositive;
  if (unit === 'pcs' && !Number.isInteger(value)) return unitTexts.piecesWhole;
  if (!fitsUnit(unit, value)) return unitTexts.tooManyDecimals(validation.quantity);
  if (!fitsColumns(unit, value)) return unitTexts.tooLarge(validation.quantity);
  return undefined;
}

/** The order multiple when none is set: one piece, or any whole mm or g (0.001 m, 0.001 kg). */
export const defaultIncrement = (unit: Unit): number => fromBase(unit, 1);
