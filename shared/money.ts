import { formatMoney } from './i18n/format.ts';

/** Money is integer cents inside (docs/product/rules.md#data-money-and-stock); dollars appear only at the API and UI edge. */

export function dollarsToCents(dollars: number): number {
  // Math.round absorbs binary floating-point noise: 19.99 * 100 = 1998.9999999999998.
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** True when a dollar amount has at most two decimals (a whole number of cents). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** Order total = unit price × quantity (docs/product/rules.md#constants), in cents so that no rounding is involved. */
export function orderTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/** US dollars as the reader's language prints them: "$1,234.50", "1.234,50 $". */
export function formatUsd(dollars: number): string {
  return formatMoney(dollars, 'USD');
}
