import {
  lineTotalCents,
  type PriceBreak,
  type PricedProduct,
  quantityProblem,
  sortedPriceBreaks,
  unitPriceCents,
} from '#shared/catalog/pricing.ts';
import { baseToDecimalText, fitsUnit, fromBase, toBase, unitQuantityProblem } from '#shared/catalog/units.ts';

/** What the quantity fields show as the buyer types: unit price, total and what is wrong, if anything. */
export interface QuantityQuote {
  /** The typed quantity, when it is a whole number of pieces (or, in m and kg, has at most 3 decimals). */
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
  const unit = product.unit ?? 'pcs';
  // Pieces are whole; metres and kilograms may have 3 decimals (PRODUCT.md §15): 2.4 kg, 1.25 m.
  const readable =
    unit === 'pcs' ? Number.isInteger(quantity) && quantity >= 1 : quantity > 0 && fitsUnit(unit, quantity);
  if (!readable) {
    return { quantity: undefined, unitPriceCents: undefined, totalCents: undefined, problem: undefined };
  }
  return {
    quantity,
    unitPriceCents: unitPriceCents(product, quantity),
    totalCents: lineTotalCents(product, quantity),
    problem: quantityProblem(product, quantity),
  };
}

/**
 * What a quantity field says is wrong with the typed text: the shared rule that refuses it, or, in
 * m and kg, why it cannot be read (four decimals, "abc"); pieces keep their old silence on the latter.
 */
export function typedQuantityProblem(product: PricedProduct, typed: string, quote: QuantityQuote): string | undefined {
  const unit = product.unit ?? 'pcs';
  if (quote.problem) return quote.problem;
  return unit !== 'pcs' && typed.trim() !== '' && quote.quantity === undefined
    ? unitQuantityProblem(unit, Number(typed))
    : undefined;
}

/** A quantity field's step: the order multiple (whole pieces, or m and kg to 3 decimals, PRODUCT.md §15). */
export function quantityStep(product: Pick<PricedProduct, 'unit' | 'increment'>): string {
  const unit = product.unit ?? 'pcs';
  return unit === 'pcs'
    ? String(Math.max(1, product.increment))
    : baseToDecimalText(unit, Math.max(1, toBase(unit, product.increment)));
}

/**
 * The first quantity a buyer may order: the minimum, rounded up to a multiple of the increment.
 * In m and kg the rounding is done in whole mm or g, so 0.3 m stays 0.3, never 0.30000000000000004.
 */
export function firstOrderableQuantity(product: Pick<PricedProduct, 'unit' | 'minimum' | 'increment'>): number {
  const unit = product.unit ?? 'pcs';
  const step = Math.max(1, toBase(unit, product.increment));
  return fromBase(unit, Math.ceil(toBase(unit, product.minimum) / step) * step);
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
