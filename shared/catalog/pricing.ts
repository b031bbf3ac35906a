import { messages } from '../messages.ts';
import { unitTexts } from '../messages/units.ts';
import { fromMajor } from '../money/amount.ts';
import { formatQuantity, toBase, type Unit } from './units.ts';

/** A quantity discount: from `minQuantity` up, the unit price is `price` dollars. */
export interface PriceBreak {
  minQuantity: number;
  price: number;
}

/**
 * What pricing and the quantity rules need to know about a product (API field names). Every
 * quantity is in the product's unit (PRODUCT.md §15): pieces, metres or kilograms; `unit` absent
 * means `pcs`, so callers from before units price exactly as before.
 */
export interface PricedProduct {
  unit?: Unit;
  price: number;
  priceBreaks: readonly PriceBreak[];
  minimum: number;
  increment: number;
  maximum: number | null;
  total: number;
}

/**
 * The unit price in cents for a quantity: the price of the highest break at or below it, else the
 * list price. Breaks may arrive in any order. One function for the product page, the cart, the
 * purchase form and the server, which prices every order with it.
 */
export function unitPriceCents(
  product: Pick<PricedProduct, 'unit' | 'price' | 'priceBreaks'>,
  quantity: number,
): number {
  return unitPriceMinor(product, quantity, 'USD');
}

/**
 * The unit price for a quantity in minor units of `currency`, for a product whose `price` and
 * breaks are already in that currency (`priceInCurrency`): 1868 for ¥1,868, 1250 for €12.50.
 */
export function unitPriceMinor(
  product: Pick<PricedProduct, 'unit' | 'price' | 'priceBreaks'>,
  quantity: number,
  currency: string,
): number {
  // Compared in whole base units (mm, g), so 2.5 m meets a break at 2.5 m whatever the binary noise.
  const unit = product.unit ?? 'pcs';
  const wanted = toBase(unit, quantity);
  let best: PriceBreak | undefined;
  for (const priceBreak of product.priceBreaks) {
    const from = toBase(unit, priceBreak.minQuantity);
    if (from <= wanted && (!best || from > toBase(unit, best.minQuantity))) best = priceBreak;
  }
  return fromMajor(best ? best.price : product.price, currency).minor;
}

/**
 * A company member's unit price (docs/product/companies.md#contract-discount): the price after the price breaks, less the company's contract discount,
 * rounded to the nearest cent (half a cent up). The percent may have two decimals; it is taken as
 * basis points so the arithmetic stays in integers.
 */
export function discountedUnitCents(unitCents: number, discountPercent: number): number {
  const basisPoints = Math.round(discountPercent * 100);
  if (basisPoints <= 0) return unitCents;
  return Math.floor((unitCents * (10_000 - basisPoints) + 5_000) / 10_000);
}

/**
 * A quantity's amount in cents at a unit price in cents per unit. Pieces: the product, exact.
 * Metres and kilograms: base units (mm, g) × cents per unit / 1000, rounded half up to the cent,
 * in integer (BigInt) arithmetic so that no float ever touches the sum: 1.333 m at $10.01/m =
 * 1333 × 1001 / 1000 = 1334.333 → $13.34.
 */
export function amountCents(unit: Unit, unitCents: number, quantity: number): number {
  if (unit === 'pcs') return unitCents * quantity;
  const milli = BigInt(toBase(unit, quantity)) * BigInt(unitCents);
  return Number((milli + 500n) / 1000n);
}

/** Line total in cents = unit price for that quantity × quantity (integer cents; m and kg rounded half up once). */
export function lineTotalCents(
  product: Pick<PricedProduct, 'unit' | 'price' | 'priceBreaks'>,
  quantity: number,
): number {
  return amountCents(product.unit ?? 'pcs', unitPriceCents(product, quantity), quantity);
}

const m = messages.purchase;

/**
 * Why a quantity cannot be ordered, or undefined when it can: minimum, multiple of the increment,
 * the per-order maximum, then stock, each with its own message (the first that fails).
 */
export function quantityProblem(
  product: Omit<PricedProduct, 'price' | 'priceBreaks'>,
  quantity: number,
): string | undefined {
  const unit = product.unit ?? 'pcs';
  if (unit === 'pcs') {
    if (quantity < product.minimum) return m.belowMinimum(product.minimum);
    if (product.increment > 1 && quantity % product.increment !== 0) return m.notMultiple(product.increment);
    if (product.maximum !== null && quantity > product.maximum) return m.aboveMaximum(product.maximum);
    if (quantity > product.total) return m.aboveTotal(product.total);
    return undefined;
  }
  // Metres and kilograms: every rule in whole mm or g, so 0.3 m is a multiple of 0.1 m.
  const base = (value: number) => toBase(unit, value);
  const wanted = base(quantity);
  const say = (value: number) => formatQuantity(unit, value);
  if (wanted < base(product.minimum)) return unitTexts.belowMinimum(say(product.minimum));
  const step = base(product.increment);
  if (step > 1 && wanted % step !== 0) return unitTexts.notMultiple(say(product.increment));
  if (product.maximum !== null && wanted > base(product.maximum)) return unitTexts.aboveMaximum(say(product.maximum));
  if (wanted > base(product.total)) return unitTexts.aboveTotal(say(product.total));
  return undefined;
}

/** The price breaks in ascending order of quantity, as product pages and forms list them. */
export function sortedPriceBreaks(breaks: readonly PriceBreak[]): PriceBreak[] {
  return [...breaks].sort((a, b) => a.minQuantity - b.minQuantity);
}
