import { messages } from '../messages.ts';
import { dollarsToCents } from '../money.ts';

/** A quantity discount: from `minQuantity` up, the unit price is `price` dollars. */
export interface PriceBreak {
  minQuantity: number;
  price: number;
}

/** What pricing and the quantity rules need to know about a product (API field names). */
export interface PricedProduct {
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
export function unitPriceCents(product: Pick<PricedProduct, 'price' | 'priceBreaks'>, quantity: number): number {
  let best: PriceBreak | undefined;
  for (const priceBreak of product.priceBreaks) {
    if (priceBreak.minQuantity <= quantity && (!best || priceBreak.minQuantity > best.minQuantity)) best = priceBreak;
  }
  return dollarsToCents(best ? best.price : product.price);
}

/** Line total in cents = unit price for that quantity × quantity (integer cents, no rounding). */
export function lineTotalCents(product: Pick<PricedProduct, 'price' | 'priceBreaks'>, quantity: number): number {
  return unitPriceCents(product, quantity) * quantity;
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
  if (quantity < product.minimum) return m.belowMinimum(product.minimum);
  if (product.increment > 1 && quantity % product.increment !== 0) return m.notMultiple(product.increment);
  if (product.maximum !== null && quantity > product.maximum) return m.aboveMaximum(product.maximum);
  if (quantity > product.total) return m.aboveTotal(product.total);
  return undefined;
}

/** The price breaks in ascending order of quantity, as product pages and forms list them. */
export function sortedPriceBreaks(breaks: readonly PriceBreak[]): PriceBreak[] {
  return [...breaks].sort((a, b) => a.minQuantity - b.minQuantity);
}
