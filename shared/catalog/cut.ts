import { z } from 'zod';
import { formatNumber } from '../i18n/format.ts';
import { unitTexts as t } from '../messages/units.ts';
import { isWholeCents } from '../money.ts';
import { fromMajor } from '../money/amount.ts';
import { amountCents, discountedUnitCents, type PricedProduct, quantityProblem, unitPriceMinor } from './pricing.ts';
import { fromBase, type Unit } from './units.ts';

/**
 * Cut to length (PRODUCT.md §15, ADR 017): a product sold by the metre may be cut into N pieces of
 * L mm. The line's quantity is N × L / 1000 m — for price breaks, minimum, multiple, maximum and
 * stock alike — and its total is that quantity × the unit price + N × the cut fee.
 */
export interface CutToLength {
  minLengthMm: number;
  maxLengthMm: number;
  /** Dollars per cut piece. */
  cutFee: number;
}

/** Most pieces in one cut line (a bigger job is a quote). */
export const maxCutPieces = 10_000;
/** Longest bar the store can cut from, 12 m. */
export const maxCutLengthMm = 12_000;

/** The admin's cut-to-length settings (product create/update, CSV import); bounds in whole mm. */
export const cutToLengthSchema = z
  .object({
    minLengthMm: z
      .number()
      .int({ error: () => t.lengthWholeMm })
      .min(1, { error: () => t.lengthWholeMm })
      .max(maxCutLengthMm),
    maxLengthMm: z
      .number()
      .int({ error: () => t.lengthWholeMm })
      .min(1, { error: () => t.lengthWholeMm })
      .max(maxCutLengthMm),
    cutFee: z
      .number()
      .min(0, { error: () => t.cutFeeNegative })
      .max(10_000)
      .refine(isWholeCents, { error: () => t.cutFeeCents }),
  })
  .strict()
  .refine((cut) => cut.minLengthMm <= cut.maxLengthMm, { error: () => t.cutBoundsOrder, path: ['maxLengthMm'] });

/** A cut as a cart line, order line and invoice carry it. */
export interface Cut {
  pieces: number;
  lengthMm: number;
  /** Dollars per piece, as when the line was priced. */
  cutFee: number;
}

/** The body of POST /cart/cuts, and of POST /orders in place of productQuantity. */
export const cutRequestSchema = z.object({
  pieces: z
    .number({ error: () => t.piecesPositive })
    .int({ error: () => t.piecesPositive })
    .min(1, { error: () => t.piecesPositive })
    .max(maxCutPieces, { error: () => t.piecesTooMany(maxCutPieces) }),
  lengthMm: z
    .number({ error: () => t.lengthWholeMm })
    .int({ error: () => t.lengthWholeMm })
    .min(1, { error: () => t.lengthWholeMm })
    .max(1_000_000, { error: () => t.lengthWholeMm }),
});

/** The line's length in whole mm: N × L. */
export const cutLengthMm = (pieces: number, lengthMm: number): number => pieces * lengthMm;

/** The line's quantity in metres, N × L / 1000 (exact: an integer of mm over 1000). */
export const cutQuantityM = (pieces: number, lengthMm: number): number => fromBase('m', cutLengthMm(pieces, lengthMm));

export interface CutProduct extends PricedProduct {
  unit?: Unit;
  cutToLength: CutToLength | null;
}

/**
 * Why N pieces of L mm cannot be cut and ordered, or undefined: the product must be cut to length,
 * pieces whole and at least 1, the length whole mm within the bounds; then the quantity rules on
 * N × L / 1000 m (minimum, multiple, maximum, stock).
 */
export function cutProblem(product: CutProduct, pieces: number, lengthMm: number): string | undefined {
  const bounds = product.cutToLength;
  if ((product.unit ?? 'pcs') !== 'm' || !bounds) return t.notCutToLength;
  if (!Number.isInteger(pieces) || pieces < 1) return t.piecesPositive;
  if (pieces > maxCutPieces) return t.piecesTooMany(maxCutPieces);
  if (!Number.isInteger(lengthMm)) return t.lengthWholeMm;
  if (lengthMm < bounds.minLengthMm || lengthMm > bounds.maxLengthMm)
    return t.lengthOutOfBounds(bounds.minLengthMm, bounds.maxLengthMm);
  return quantityProblem(product, cutQuantityM(pieces, lengthMm));
}

/** A cut line's money, in minor units of its currency (cents for USD): the metal at the break's unit price, the cut fees, and their sum. */
export interface CutPrice {
  quantityM: number;
  unitCents: number;
  metalCents: number;
  cutFeesCents: number;
  totalCents: number;
}

/**
 * Prices N pieces of L mm: quantity × unit price (after breaks and a company member's contract
 * discount, docs/product/companies.md#contract-discount; rounded half up once) + N × cut fee. The
 * cut fee is a service, not a unit price: the contract discount leaves it as it is. `currency` is
 * the one the product's price, breaks and cut fee are in (`priceInCurrency`, PRODUCT.md §17); the
 * answer is in its minor units (USD, the default: cents).
 */
export function priceCut(
  product: CutProduct,
  pieces: number,
  lengthMm: number,
  discountPercent = 0,
  currency = 'USD',
): CutPrice {
  const quantityM = cutQuantityM(pieces, lengthMm);
  const unitCents = discountedUnitCents(
    unitPriceMinor({ ...product, unit: 'm' }, quantityM, currency),
    discountPercent,
  );
  const metalCents = amountCents('m', unitCents, quantityM);
  const cutFeesCents = pieces * fromMajor(product.cutToLength?.cutFee ?? 0, currency).minor;
  return { quantityM, unitCents, metalCents, cutFeesCents, totalCents: metalCents + cutFeesCents };
}

/** "7 × 1,250 mm" ("7 × 1.250 mm" in German): how a cut line reads on the cart, the order, the invoice and the packing list. */
export function formatCut(cut: Pick<Cut, 'pieces' | 'lengthMm'>): string {
  return t.cutLine(cut.pieces, formatNumber(cut.lengthMm));
}
