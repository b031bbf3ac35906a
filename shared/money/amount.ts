import Big from 'big.js';
import { minorDigits } from '../settings/currencies.schema.ts';

/*
 * An amount of money (ADR 029): whole minor units of its currency (cents, yen, fils). Sums of
 * minor units are exact in plain integers; the two steps that can make fractions, a percent of an
 * amount and a conversion at an exchange rate, run in exact decimal arithmetic (big.js) and are
 * rounded half up to the minor unit once, at the end. Major units (12.5 dollars) exist only at the
 * edge: the API's numbers, the forms and the formatted text.
 */
export interface Money {
  /** A safe integer: 1250 is $12.50, ¥1250 is 1250 yen. */
  readonly minor: number;
  /** ISO 4217. */
  readonly currency: string;
}

// A constructor of our own, so no other code's Big.DP or Big.RM settings can change our rounding.
const Decimal = Big();
const halfUp = Decimal.roundHalfUp;

const scale = (currency: string) => 10 ** minorDigits(currency);

/** Exact minor units rounded half up to whole ones (away from zero for a negative tie). */
function rounded(minorUnits: Big, currency: string): Money {
  const minor = Number(minorUnits.round(0, halfUp).toFixed(0));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount out of range: ${minorUnits.toString()} ${currency}`);
  return { minor, currency };
}

const toMinor = (major: Big, currency: string): Money => rounded(major.times(scale(currency)), currency);

export const zero = (currency: string): Money => ({ minor: 0, currency });

/**
 * A major-unit number from the API or the settings (19.99) as money. big.js reads a number by its
 * shortest decimal text ("19.99"), so the binary noise of 19.99 × 100 never reaches the result.
 */
export const fromMajor = (major: number, currency: string): Money => toMinor(new Decimal(major), currency);

/** Money as the API's major-unit number (1250 cents → 12.5; 1250 yen → 1250). */
export const toMajor = (amount: Money): number => amount.minor / scale(amount.currency);

/** Today's `*_cents` columns: US dollar cents are USD minor units, unchanged. */
export const fromCents = (cents: number): Money => ({ minor: cents, currency: 'USD' });

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new TypeError(`Cannot add ${a.currency} to ${b.currency}`);
}

export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { minor: a.minor + b.minor, currency: a.currency };
}

/** The sum of amounts in one currency (zero of `currency` for none). */
export const sum = (amounts: readonly Money[], currency: string): Money => amounts.reduce(add, zero(currency));

/** `rate` percent of an amount (6 → 6 %), rounded half up to the minor unit: the tax of one line. */
export const percentOf = (amount: Money, rate: number): Money =>
  rounded(new Decimal(amount.minor).times(rate).div(100), amount.currency);

/**
 * A price in the base currency's major units (a list price, a freight rate) in another currency at
 * `perBase` units of it per unit of the base (PRODUCT.md §17), rounded half up once to its minor
 * unit: $12.34 at 151.37 ¥/$ = ¥1867.9058 → ¥1868.
 */
export const convertMajor = (baseMajor: number, perBase: number, currency: string): Money =>
  toMinor(new Decimal(baseMajor).times(perBase), currency);

/** An amount in the base currency in another, at `perBase` (as `convertMajor`, from minor units). */
export const convert = (amount: Money, perBase: number, currency: string): Money =>
  // Dividing by a power of ten only moves the decimal point: exact within big.js's 20 places.
  toMinor(new Decimal(amount.minor).div(scale(amount.currency)).times(perBase), currency);

/**
 * An amount in another currency back in the base at `perBase` units per unit of the base (the
 * overview's revenue at each order's frozen rate), rounded half up once: €92.00 at 0.92 = $100.00.
 * The quotient is exact to 20 decimal places before that rounding.
 */
export const convertToBase = (amount: Money, perBase: number, base: string): Money =>
  toMinor(new Decimal(amount.minor).div(scale(amount.currency)).div(perBase), base);
