import type { PriceBreak } from '../catalog/pricing.ts';
import type { CurrencySettings } from '../settings/currencies.schema.ts';
import { convertMajor, convertToBase, fromMajor, toMajor } from './amount.ts';

/*
 * Which currency a price is in, and at what rate (PRODUCT.md §17, ADR 031). Prices and freight
 * rates are kept in the store's base currency; a product may also hold a fixed list per offered
 * currency. Everything else is converted from the base at the settings' rate, rounded half up once
 * to the currency's minor unit (amount.ts).
 */

/** A currency the store sells in, with its rate: `perBase` units of it buy one unit of the base. */
export interface SellingCurrency {
  currency: string;
  /** 1 for the base. */
  perBase: number;
  base: string;
}

/** The base currency of the settings, at rate 1. */
export const baseCurrency = (settings: CurrencySettings): SellingCurrency => ({
  currency: settings.base,
  perBase: 1,
  base: settings.base,
});

/**
 * The offered currency `code` with its current rate, or undefined when the store does not offer it
 * (the caller answers 400). The schema guarantees a rate for every offered currency but the base.
 */
export function sellingCurrency(settings: CurrencySettings, code: string): SellingCurrency | undefined {
  const currency = code.trim().toUpperCase();
  if (!settings.offered.includes(currency)) return undefined;
  if (currency === settings.base) return baseCurrency(settings);
  const rate = settings.rates.find((entry) => entry.currency === currency);
  return rate ? { currency, perBase: rate.perBase, base: settings.base } : undefined;
}

/** A product's fixed list in one currency (major units of that currency), as the admin set it. */
export interface FixedPrice {
  price: number;
  priceBreaks: PriceBreak[];
}

/** `prices` of a product (PRODUCT.md §17): fixed lists by currency code; absent ones are converted. */
export type FixedPrices = Partial<Record<string, FixedPrice>>;

export type PriceSource = 'list' | 'converted';

/** What pricing needs of a product to price it in any currency: its base list and its fixed lists. */
export interface MultiCurrencyPrice {
  price: number;
  priceBreaks: readonly PriceBreak[];
  prices?: FixedPrices | undefined;
  cutToLength?: { cutFee: number } | null | undefined;
}

/** A product's prices in one currency: what the catalog answers and every line is priced with. */
export interface PriceInCurrency {
  currency: string;
  price: number;
  priceBreaks: PriceBreak[];
  /** `list`: the base list or a fixed list in this currency; `converted`: the base list at the rate. */
  priceSource: PriceSource;
  /** The cut fee per piece, converted (fees have no fixed lists). */
  cutFee: number | null;
}

/** A base-currency major-unit amount in `to`'s major units, rounded half up to its minor unit. */
export function convertedMajor(baseMajor: number, to: SellingCurrency): number {
  if (to.currency === to.base) return toMajor(fromMajor(baseMajor, to.currency));
  return toMajor(convertMajor(baseMajor, to.perBase, to.currency));
}

/**
 * The product's price, breaks and cut fee in `to`: its fixed list there when it has one, its base
 * list in the base, else the base list converted (breaks too, each rounded on its own).
 */
export function priceInCurrency(product: MultiCurrencyPrice, to: SellingCurrency): PriceInCurrency {
  const cutFee = product.cutToLength ? convertedMajor(product.cutToLength.cutFee, to) : null;
  const fixed = to.currency === to.base ? undefined : product.prices?.[to.currency];
  if (to.currency === to.base || fixed) {
    const list = fixed ?? product;
    return {
      currency: to.currency,
      price: list.price,
      priceBreaks: list.priceBreaks.map((b) => ({ ...b })),
      priceSource: 'list',
      cutFee,
    };
  }
  return {
    currency: to.currency,
    price: convertedMajor(product.price, to),
    priceBreaks: product.priceBreaks.map((b) => ({ minQuantity: b.minQuantity, price: convertedMajor(b.price, to) })),
    priceSource: 'converted',
    cutFee,
  };
}

/**
 * An amount in an order's currency back in the base at the order's frozen rate (the overview's
 * revenue), rounded half up to the base's minor unit.
 */
export function toBaseMinor(minor: number, currency: string, perBase: number, base: string): number {
  if (currency === base) return minor;
  return convertToBase({ minor, currency }, perBase, base).minor;
}
