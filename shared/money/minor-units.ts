import { orderCurrency } from '../messages/order-currency.ts';
import { minorDigits } from '../settings/currencies.schema.ts';
import { fromMajor, toMajor } from './amount.ts';

/*
 * An amount typed in a currency's major units (a transfer, a freight, a credit limit) must say a
 * whole number of its minor units (PRODUCT.md §17): cents for USD and EUR, whole yen for JPY. The
 * shared schemas check two decimals, the most any offered currency but a three-decimal one has;
 * the server, which knows the currency, checks the rest with this.
 */

/** True when `major` is a whole number of `currency`'s minor units (12.34 €, not ¥12.3). */
export function isWholeMinor(major: number, currency: string): boolean {
  // A quotient of two integers is the double nearest the decimal, as the parsed literal is: exact.
  return toMajor(fromMajor(major, currency)) === major;
}

/** Why `major` cannot be an amount of `currency`, naming the field (`label`), or undefined. */
export function minorUnitProblem(major: number, currency: string, label: string): string | undefined {
  return isWholeMinor(major, currency)
    ? undefined
    : orderCurrency.tooManyDecimals(label, currency, minorDigits(currency));
}
