import { remnantPriceMinor } from '#shared/catalog/remnant-price.ts';
import { fromMajor } from '#shared/money/amount.ts';
import { priceInCurrency, type PriceSource, type SellingCurrency } from '#shared/money/currency.ts';
import type { ProductRow } from '../catalog/index.ts';
import { pricedFromRow, readFixedPrices, unitOf } from '../catalog/index.ts';

/**
 * The product's pricing and quantity rules in one currency: its fixed list there, else its base
 * list converted at `to`'s rate, the cut fee converted (PRODUCT.md §17). The shape of
 * `pricedFromRow`, with every amount in `to`'s major units, so the shared pricing rules
 * (`unitPriceMinor`, `priceCut`) price it as they price dollars.
 */
export function pricedInCurrency(row: ProductRow, to: SellingCurrency) {
  const base = pricedFromRow(row);
  const inCurrency = priceInCurrency({ ...base, prices: readFixedPrices(row.prices_json, unitOf(row)) }, to);
  return {
    ...base,
    price: inCurrency.price,
    priceBreaks: inCurrency.priceBreaks,
    cutToLength: base.cutToLength && { ...base.cutToLength, cutFee: inCurrency.cutFee ?? 0 },
    currency: to.currency,
    priceSource: inCurrency.priceSource satisfies PriceSource,
  };
}

export type ProductInCurrency = ReturnType<typeof pricedInCurrency>;

/**
 * A remnant's price in `to` (PRODUCT.md §20), minor units: the product's base metre price there
 * (fixed list, else converted) less the store's remnant discount, for the whole piece; and the
 * discounted metre price, the unit price its line shows. Listing, cart and checkout all price here.
 */
export function remnantPriceIn(row: ProductRow, lengthMm: number, discountPercent: number, to: SellingCurrency) {
  const metreMinor = fromMajor(pricedInCurrency(row, to).price, to.currency).minor;
  return {
    totalMinor: remnantPriceMinor(metreMinor, lengthMm, discountPercent),
    metreMinor: remnantPriceMinor(metreMinor, 1000, discountPercent),
  };
}
