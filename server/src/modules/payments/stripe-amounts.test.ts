import { describe, expect, it } from 'vitest';
import { minorDigits } from '#shared/settings/currencies.schema.ts';
import { fromStripeAmount, stripeDigits, toStripeAmount } from './stripe-amounts.ts';

/*
 * Stripe's unit against the store's minor unit (https://docs.stripe.com/currencies): where they
 * agree the amount goes as it is, where they do not it is scaled, and an amount Stripe cannot take
 * is refused before Stripe is asked.
 */
describe('Stripe amounts', () => {
  it("agrees with the store's minor unit for the demo's currencies and Stripe's zero-decimal ones", () => {
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'KRW', 'VND', 'CLP', 'XOF']) {
      expect({ code, stripe: stripeDigits(code) }).toEqual({ code, stripe: minorDigits(code) });
    }
    // ¥225,322 is 225322; €1,705.42 is 170542.
    expect(toStripeAmount(225322, 'JPY')).toBe(225322);
    expect(toStripeAmount(170542, 'EUR')).toBe(170542);
    expect(fromStripeAmount(225322, 'jpy')).toBe(225322);
  });

  it('scales where Stripe keeps two decimals and the store none, and back', () => {
    // ISK 5 is 500 for Stripe (its "special case"); HUF likewise.
    expect(minorDigits('ISK')).toBe(0);
    expect(toStripeAmount(5, 'ISK')).toBe(500);
    expect(fromStripeAmount(500, 'isk')).toBe(5);
    expect(toStripeAmount(1200, 'HUF')).toBe(120000);
    // An amount that is no whole number of the store's unit matches no order.
    expect(fromStripeAmount(550, 'ISK')).toBeNaN();
  });

  it("refuses what Stripe cannot charge: a three-decimal amount not ending in 0, a fraction of Stripe's unit", () => {
    expect(toStripeAmount(5120, 'KWD')).toBe(5120);
    expect(toStripeAmount(5124, 'KWD')).toBeUndefined();
    // LYD: three decimals for the store, two for Stripe.
    expect(toStripeAmount(12340, 'LYD')).toBe(1234);
    expect(toStripeAmount(12345, 'LYD')).toBeUndefined();
  });
});
