import { orderCurrency } from '../messages/order-currency.ts';
import { minorDigits } from '../settings/currencies.schema.ts';

/*
 * An amount typed in a currency's major units (a transfer, a freight, a credit limit, a quote's
 * price) must say a whole number of its minor units (PRODUCT.md §17): cents for USD and EUR, whole
 * yen for JPY, fils for KWD. The shared schemas check two decimals, the most any offered currency
 * but a three-decimal one has; the server and the forms, which know the currency, check the rest
 * with this before `fromMajor` stores it, so rounding never changes what was typed.
 */

/**
 * True when `major` is a whole number of `currency`'s minor units (12.34 €, not ¥12.3). The
 * tolerance is `isWholeCents`'s (shared/money.ts), so a US dollar amount passes exactly as it
 * always did, binary noise (0.1 + 0.2) included.
 */
export function isWholeMinor(major: number, currency: string): boolean {
  const scaled = major * 10 ** minorDigits(currency);
  return Number.isFinite(scaled) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Why `major` cannot be an amount of `currency`, naming the field (`label`), or undefined. */
export function minorUnitProblem(major: number, currency: string, label: string): string | undefined {
  return isWholeMinor(major, currency)
    ? undefined
    : orderCurrency.tooManyDecimals(label, currency, minorDigits(currency));
}
