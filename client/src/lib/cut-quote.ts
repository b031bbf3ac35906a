import { type CutProduct, cutProblem, priceCut } from '#shared/catalog/cut.ts';
import { lineWeightGrams, type WeighedProduct } from '#shared/catalog/weight.ts';
import { unitTexts } from '#shared/messages/units.ts';

/** What the pieces and length fields show as the buyer types (PRODUCT.md §15). */
export interface CutQuote {
  /** The request to send (POST /cart/cuts, POST /orders), when it breaks no rule. */
  request: { pieces: number; lengthMm: number } | undefined;
  /** Metres of metal, N × L / 1000, once both fields read as numbers. */
  quantityM: number | undefined;
  unitPriceCents: number | undefined;
  cutFeesCents: number | undefined;
  totalCents: number | undefined;
  /** Estimated weight of the N pieces, in kg (null when the product's density or section is unknown). */
  weightKg: number | null | undefined;
  piecesProblem: string | undefined;
  lengthProblem: string | undefined;
  /** The quantity rules on N × L (minimum, multiple, maximum, stock). */
  quantityProblem: string | undefined;
}

const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The live price and weight of N pieces of L mm, from the shared rules only (shared/catalog/cut.ts,
 * weight.ts), so the page shows exactly what the server will charge. Each field's own message
 * goes under it; the quantity rules on N × L / 1000 m under the price.
 */
export function quoteCut(product: CutProduct & WeighedProduct, piecesText: string, lengthText: string): CutQuote {
  const pieces = typedNumber(piecesText);
  const lengthMm = typedNumber(lengthText);
  // Ask the shared rule about each field alone, with the other set to a value that passes.
  const fine = product.cutToLength?.minLengthMm ?? 1;
  const piecesProblem = Number.isNaN(pieces) ? unitTexts.piecesPositive : fieldProblem(product, pieces, fine);
  const lengthProblem = Number.isNaN(lengthMm) ? unitTexts.lengthWholeMm : fieldProblem(product, 1, lengthMm);
  const none = {
    request: undefined,
    quantityM: undefined,
    unitPriceCents: undefined,
    cutFeesCents: undefined,
    totalCents: undefined,
    weightKg: undefined,
    piecesProblem,
    lengthProblem,
    quantityProblem: undefined,
  };
  if (piecesProblem || lengthProblem) return none;
  const price = priceCut(product, pieces, lengthMm);
  const grams = lineWeightGrams(product, price.quantityM);
  const problem = cutProblem(product, pieces, lengthMm);
  return {
    ...none,
    request: problem ? undefined : { pieces, lengthMm },
    quantityM: price.quantityM,
    unitPriceCents: price.unitCents,
    cutFeesCents: price.cutFeesCents,
    totalCents: price.totalCents,
    weightKg: grams === null ? null : grams / 1000,
    quantityProblem: problem,
  };
}

/**
 * A field's own problem: the shared rule's answer when it is about pieces or length, not about
 * the quantity rules, which only the two fields together can break.
 */
function fieldProblem(product: CutProduct, pieces: number, lengthMm: number): string | undefined {
  return cutProblem({ ...product, minimum: 0, increment: 0, maximum: null, total: Infinity }, pieces, lengthMm);
}

/** The length the field starts with: 1 m when the bounds allow it, else the nearest bound. */
export function firstCutLength(bounds: { minLengthMm: number; maxLengthMm: number }): number {
  return Math.max(bounds.minLengthMm, Math.min(1000, bounds.maxLengthMm));
}
