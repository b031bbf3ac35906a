import { toMajor } from '#shared/money/amount.ts';
import { formatMoney } from '#shared/money/format-money.ts';

/*
 * An order's stored amounts as answered and printed (PRODUCT.md §17, ADR 031): every `*_cents`
 * column of an order, its lines, payments and transfers holds minor units of the order's
 * `currency` (cents for USD and EUR, yen for JPY), so 1868 stored on a JPY order is ¥1,868, not
 * 18.68. The columns keep their old name; this is the one reading of them.
 */

/** Stored minor units of `currency` as the API's major-unit number (PostgreSQL's bigint arrives as text). */
export const majorIn = (currency: string, minor: number | string): number =>
  toMajor({ minor: Number(minor), currency });

/** Stored minor units of `currency` as the store prints them: "$1,234.50", "¥1,868". */
export const moneyIn = (currency: string, minor: number | string): string =>
  formatMoney(majorIn(currency, minor), currency);
