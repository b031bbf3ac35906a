import { minorDigits } from '../settings/currencies.schema.ts';

/**
 * True when a major-unit amount is a whole number of its currency's minor unit: 12.5 is for USD
 * and EUR, not for JPY (no minor unit); 1.005 is for KWD (three decimals), not for USD. An amount
 * typed in an order's currency (a freight quote, a transfer, a quote's price) is checked by this
 * before `fromMajor` stores it, so rounding never changes what a store admin typed. The tolerance
 * is `isWholeCents`'s (shared/money.ts), so a US dollar amount passes exactly as it always did.
 */
export function fitsMinorUnit(major: number, currency: string): boolean {
  const scaled = major * 10 ** minorDigits(currency);
  return Number.isFinite(scaled) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export { minorDigits };
