import type { PriceBreak } from '#shared/catalog/pricing.ts';
import { fromBase } from '#shared/catalog/units.ts';
import { toMajor } from '#shared/money/amount.ts';
import { type FixedPrices, priceInCurrency, type PriceSource, type SellingCurrency } from '#shared/money/currency.ts';
import type { ProductRow } from '../catalog/index.ts';
import { pricedFromRow, unitOf } from '../catalog/index.ts';

/** `products.prices_json` as migration 024 stores it: minor units, quantities in base units. */
type StoredFixedPrices = Record<string, { priceMinor: number; breaks?: { minQuantity: number; priceMinor: number }[] }>;

/**
 * A product's fixed price lists by currency (PRODUCT.md §17), in the API's terms: major units of
 * each currency and quantities in the product's unit; undefined when it has none. The catalog
 * module will answer these with its own mapper: this one reader is what the order side swaps for
 * it then (docs/decisions/031-currencies.md, "Orders, payments and credit").
 */
export function fixedPricesOf(row: Pick<ProductRow, 'prices_json' | 'unit'>): FixedPrices | undefined {
  if (!row.prices_json) return undefined;
  const stored = JSON.parse(row.prices_json) as StoredFixedPrices;
  const unit = unitOf(row);
  const prices: FixedPrices = {};
  for (const [currency, list] of Object.entries(stored)) {
    const major = (minor: number) => toMajor({ minor: Number(minor), currency });
    prices[currency] = {
      price: major(list.priceMinor),
      priceBreaks: (list.breaks ?? []).map((b): PriceBreak => ({
        minQuantity: fromBase(unit, Number(b.minQuantity)),
        price: major(b.priceMinor),
      })),
    };
  }
  return prices;
}

/**
 * The product's pricing and quantity rules in one currency: its fixed list there, else its base
 * list converted at `to`'s rate, the cut fee converted (PRODUCT.md §17). The shape of
 * `pricedFromRow`, with every amount in `to`'s major units, so the shared pricing rules
 * (`unitPriceMinor`, `priceCut`) price it as they price dollars.
 */
export function pricedInCurrency(row: ProductRow, to: SellingCurrency) {
  const base = pricedFromRow(row);
  const inCurrency = priceInCurrency({ ...base, prices: fixedPricesOf(row) }, to);
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
