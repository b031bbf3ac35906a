import { toBaseMinor } from './currency.ts';

/*
 * Amounts of orders in several currencies brought to the store's base currency (PRODUCT.md §17,
 * ADR 031): each order's amount at the rate frozen on it, rounded half up once per order, then
 * summed as integers. Summing first and converting once would round differently, and an order's
 * rate is the only one its money was ever worth.
 */

/** An order's amount in minor units of its currency, with the rate frozen on it. */
export interface FrozenAmount {
  minor: number;
  currency: string;
  /** Units of `currency` per unit of the base: the order's `exchange_rate` ("151.37"; "1" for the base). */
  perBase: number | string;
}

/** One order's amount in minor units of the base. */
export const inBaseMinor = (amount: FrozenAmount, base: string): number =>
  toBaseMinor(amount.minor, amount.currency, Number(amount.perBase), base);

/** Orders' amounts summed in minor units of the base, each converted at its own rate. */
export const sumInBaseMinor = (amounts: readonly FrozenAmount[], base: string): number =>
  amounts.reduce((total, amount) => total + inBaseMinor(amount, base), 0);

/** One currency's share of a list of amounts, as a statement's totals list them. */
export interface CurrencyTotal<K extends string> {
  currency: string;
  /** Minor units of `currency`, by key. */
  minor: Record<K, number>;
}

/**
 * Sums per currency of several keyed amounts (amount, paid, outstanding…): one entry per currency
 * present, in the order each currency first appears.
 */
export function totalsByCurrency<K extends string>(
  rows: readonly { currency: string; minor: Record<K, number> }[],
  keys: readonly K[],
): CurrencyTotal<K>[] {
  const totals = new Map<string, Record<K, number>>();
  for (const row of rows) {
    const sums = totals.get(row.currency) ?? (Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>);
    for (const key of keys) sums[key] += row.minor[key];
    totals.set(row.currency, sums);
  }
  return [...totals].map(([currency, minor]) => ({ currency, minor }));
}
