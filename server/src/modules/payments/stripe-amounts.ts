import { minorDigits } from '#shared/settings/currencies.schema.ts';

/*
 * Stripe's amounts (https://docs.stripe.com/currencies, "Minor units in API amounts"): an integer
 * of the currency's smallest unit as Stripe counts it, which is not always the one the store counts
 * (`minorDigits`, from Intl/ISO 4217). Stripe's zero-decimal currencies and JPY, EUR, GBP, USD
 * agree with `minorDigits`; a few do not: Stripe keeps ISK, HUF, COP, IDR, PKR… two-decimal where
 * Intl says none (¥-like), and LYD two-decimal where Intl says three. Its three-decimal currencies
 * take amounts whose last digit is 0 only. One conversion, both ways, so the amount compared when a
 * payment is confirmed is always in the store's minor units.
 */

/** Stripe's zero-decimal currencies: the amount is in whole units. */
const zeroDecimal = new Set([
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
]); // prettier-ignore
/** Stripe's three-decimal currencies: thousandths, the last digit 0. */
const threeDecimal = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** Digits of Stripe's unit for `currency` (ISO 4217, any case): 0, 3, else 2. */
export function stripeDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (zeroDecimal.has(code)) return 0;
  if (threeDecimal.has(code)) return 3;
  return 2;
}

/**
 * The store's minor units of `currency` as Stripe's `amount`, or undefined when Stripe cannot take
 * that amount (a fraction of Stripe's unit, or a three-decimal amount not ending in 0).
 */
export function toStripeAmount(minor: number, currency: string): number | undefined {
  const shift = stripeDigits(currency) - minorDigits(currency.toUpperCase());
  const amount = shift >= 0 ? minor * 10 ** shift : minor / 10 ** -shift;
  if (!Number.isSafeInteger(amount)) return undefined;
  if (stripeDigits(currency) === 3 && amount % 10 !== 0) return undefined;
  return amount;
}

/** Stripe's `amount` in the store's minor units of `currency` (NaN when it is no whole number of them: no order matches). */
export function fromStripeAmount(amount: number, currency: string): number {
  const shift = stripeDigits(currency) - minorDigits(currency.toUpperCase());
  const minor = shift >= 0 ? amount / 10 ** shift : amount * 10 ** -shift;
  return Number.isSafeInteger(minor) ? minor : Number.NaN;
}
