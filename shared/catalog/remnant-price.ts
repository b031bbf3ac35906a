import Big from 'big.js';

/**
 * A remnant's price (PRODUCT.md §20), in minor units of the currency `metreMinor` is in: the
 * product's base price per metre × lengthMm / 1000 × (1 − discountPercent / 100), rounded half up
 * once, on the whole piece. Exact decimals (big.js): 0.1 % of a cent must not turn a half down.
 */
export function remnantPriceMinor(metreMinor: number, lengthMm: number, discountPercent: number): number {
  return Number(
    new Big(metreMinor)
      .times(lengthMm)
      .div(1000)
      .times(new Big(100).minus(discountPercent))
      .div(100)
      .round(0, Big.roundHalfUp),
  );
}
