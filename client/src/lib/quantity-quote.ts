import {
  lineTotalCents,
  type PriceBreak,
  type PricedProduct,
  quantityProblem,
  sortedPriceBreaks,
  unitPriceCents,
} from '#shared/catalog/pricing.ts';

/** What the quantity fields show as the buyer types: unit price, total and what is wrong, if anything. */
export interface QuantityQuote {
  /** The typed quantity, when it is a whole number of pieces. */
  quantity: number | undefined;
  unitPriceCents: number | undefined;
  totalCents: number | undefined;
  /** The shared rule that refuses this quantity (minimum, multiple, maximum, stock). */
  problem: string | undefined;
}

/**
 * The live price of a typed quantity (a number input's value, NaN when empty). Pure, so the product
 * page and the purchase form show exactly what the server will charge (shared/catalog/pricing.ts).
 */
export function quoteQuantity(product: PricedProduct, typed: number | string): QuantityQuote {
  const quantity = typeof typed === 'number' ? typed : typed.trim() === '' ? Number.NaN : Number(typed);
  if (!Number.isInteger(quantity) || quantity < 1) {
    return { quantity: undefined, unitPriceCents: undefined, totalCents: undefined, problem: undefined };
  }
  return {
    quantity,
    unitPriceCents: unitPriceCents(product, quantity),
    totalCents: lineTotalCents(product, quantity),
    problem: quantityProblem(product, quantity),
  };
}

/** The first quantity a buyer may order: the minimum, rounded up to a multiple of the increment. */
export function firstOrderableQuantity(product: Pick<PricedProduct, 'minimum' | 'increment'>): number {
  const step = Math.max(1, product.increment);
  return Math.ceil(product.minimum / step) * step;
}

/**
 * The rows of a price-break table: the list price from the minimum, then the breaks ascending
 * (no list price row when a break starts at or below the minimum: it would never apply), and the
 * index of the row that prices `quantity` (-1 for none).
 */
export function priceBreakRows(
  price: number,
  minimum: number,
  priceBreaks: readonly PriceBreak[],
  quantity?: number,
): { rows: PriceBreak[]; current: number } {
  const breaks = sortedPriceBreaks(priceBreaks);
  const listPriceApplies = breaks[0] === undefined || breaks[0].minQuantity > minimum;
  const rows = listPriceApplies ? [{ minQuantity: minimum, price }, ...breaks] : breaks;
  const current = quantity === undefined ? -1 : rows.findLastIndex((row) => row.minQuantity <= quantity);
  return { rows, current };
}
