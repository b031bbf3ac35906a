import type { Kysely } from 'kysely';
import { cartQuantityProblem, largestValidQuantity } from '#shared/cart/cart-quantity.ts';
import { type Cart, maxCartLines } from '#shared/cart/cart.schema.ts';
import { cutProblem, priceCut } from '#shared/catalog/cut.ts';
import { fromBase, maxBaseUnits, toBase, unitQuantityProblem } from '#shared/catalog/units.ts';
import { fromMajor } from '#shared/money/amount.ts';
import type { CertificateRequirement } from '#shared/orders/certificate-required.ts';
import { orderTotalProblem } from '#shared/orders/order-limits.ts';
import { messages } from '#shared/messages.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http-errors.ts';
import { parseNumericId } from '../../http/ids.ts';
import type { ProductRow } from '../catalog/index.ts';
import { findProduct, heldRemnants, listLots, toApiProduct, unitOf } from '../catalog/index.ts';
import { lots as lotTexts } from '#shared/messages/lots.ts';
import { accountUnitMinor } from '../companies/index.ts';
import { pricedInCurrency } from '../orders/index.ts';
import { type BuyerPricing, buyerPricing } from './buyer-pricing.ts';
import { toApiCart, toApiCartRemnant } from './cart.mapper.ts';
import { readSettings } from '../settings/index.ts';
import {
  countCartLines,
  findCartLine,
  insertCartCut,
  listCartCuts,
  listCartLines,
  saveCartLine,
} from './cart.repository.ts';

/**
 * The buyer's cart priced today, in their currency now (PRODUCT.md §17): by `pricing` when the
 * request has read it already (buyer-pricing.ts), else read here.
 */
export async function cartOf(db: Kysely<Database>, userId: string, pricing?: BuyerPricing): Promise<Cart> {
  const [lines, cuts, { discountPercent, currency }, remnants] = await Promise.all([
    listCartLines(db, userId),
    listCartCuts(db, userId),
    pricing ?? buyerPricing(db, userId),
    heldRemnants(db, userId),
  ]);
  // The remnant discount is read only for a cart that holds a remnant (PRODUCT.md §20).
  const remnantDiscount = remnants.length > 0 ? (await readSettings(db, 'shipping')).remnantDiscountPercent : 0;
  const remnantLines = remnants.map((remnant) => toApiCartRemnant(remnant, remnantDiscount, currency));
  return toApiCart(lines, cuts, discountPercent, currency, remnantLines);
}

/** Why a new line cannot be added (the cart is full), or undefined. Existing lines can always change. */
async function fullProblem(db: Kysely<Database>, userId: string, productId: number): Promise<string | undefined> {
  if (await findCartLine(db, userId, productId)) return undefined;
  return (await countCartLines(db, userId)) >= maxCartLines ? messages.cart.full(maxCartLines) : undefined;
}

/**
 * Stores `quantity` (in the product's unit) at today's unit price for it, which the buyer thereby
 * accepts: the account's price in the buyer's currency (PRODUCT.md §17), with its company's
 * contract discount after the conversion, the one the checkout checks again; and that currency,
 * the one the buyer saw the price in. The column holds whole pieces, mm or g (migration 013). The
 * certificate required (PRODUCT.md §20) changes only when given.
 */
async function store(
  db: Kysely<Database>,
  userId: string,
  { discountPercent, currency: to }: BuyerPricing,
  row: ProductRow,
  quantity: number,
  certificateRequired?: CertificateRequirement,
  heatNumber?: string | null,
): Promise<void> {
  await saveCartLine(db, {
    userId,
    product: row,
    quantity: toBase(unitOf(row), quantity),
    unitPriceCents: accountUnitMinor(pricedInCurrency(row, to), quantity, discountPercent, to.currency),
    currency: to.currency,
    certificateRequired,
    heatNumber,
  });
}

/** A pinned heat must be one the product page offers: a public lot of the product (PRODUCT.md §20). */
async function assertPublicHeat(db: Kysely<Database>, row: ProductRow, heatNumber: string | undefined) {
  if (heatNumber === undefined) return;
  const lots = await listLots(db, row.id, true);
  if (!lots.some((lot) => lot.heat_number === heatNumber)) throw badRequest(lotTexts.unknownHeat(heatNumber));
}

/**
 * A visitor's pin that is still a public heat of the product, else undefined (the line keeps the
 * account's pin): the merge at sign-in never fails for a heat sold out or hidden since.
 */
async function offeredHeat(db: Kysely<Database>, row: ProductRow, heatNumber: string | undefined) {
  if (heatNumber === undefined) return undefined;
  const lots = await listLots(db, row.id, true);
  return lots.some((lot) => lot.heat_number === heatNumber) ? heatNumber : undefined;
}

/** The quantity a line of this product holds now, in the product's unit (0 when none). */
async function quantityInCart(db: Kysely<Database>, userId: string, row: ProductRow): Promise<number> {
  const existing = await findCartLine(db, userId, row.id);
  return existing ? fromBase(unitOf(row), existing.quantity) : 0;
}

/** PUT /cart/lines/{productId}: a quantity that breaks a rule is refused with that rule's message, nothing stored. */
export async function setCartLine(
  db: Kysely<Database>,
  userId: string,
  pricing: BuyerPricing,
  row: ProductRow,
  quantity: number,
  certificateRequired?: CertificateRequirement,
  heatNumber?: string,
) {
  const product = toApiProduct(row);
  const problem =
    unitQuantityProblem(product.unit, quantity) ??
    cartQuantityProblem(product, quantity) ??
    (await fullProblem(db, userId, row.id));
  if (problem) throw badRequest(problem);
  await assertPublicHeat(db, row, heatNumber);
  // PUT sets the line: without a heat number the line is no longer pinned.
  await store(db, userId, pricing, row, quantity, certificateRequired, heatNumber ?? null);
}

/**
 * POST /cart/cuts: N pieces of L mm of a product cut to length (PRODUCT.md §15), a line of its
 * own beside any other of the product. Refused with the rule it breaks (bounds, pieces, the
 * quantity rules on N × L, the largest payable total, a full cart), nothing stored. Answers its id.
 */
export async function addCartCut(
  db: Kysely<Database>,
  userId: string,
  { discountPercent, currency: to }: BuyerPricing,
  row: ProductRow,
  pieces: number,
  lengthMm: number,
  certificateRequired: CertificateRequirement = 'none',
  heatNumber?: string,
): Promise<string> {
  const product = toApiProduct(row);
  const full = (await countCartLines(db, userId)) >= maxCartLines ? messages.cart.full(maxCartLines) : undefined;
  // The account's price per metre (its company's contract discount), as for a plain line, in the
  // buyer's currency (PRODUCT.md §17).
  const priced = pricedInCurrency(row, to);
  const price = priceCut(priced, pieces, lengthMm, discountPercent, to.currency);
  const problem = cutProblem(product, pieces, lengthMm) ?? orderTotalProblem(price.totalCents, to.currency) ?? full;
  if (problem) throw badRequest(problem);
  await assertPublicHeat(db, row, heatNumber);
  return insertCartCut(db, {
    heatNumber,
    userId,
    product: row,
    pieces,
    lengthMm,
    unitPriceCents: price.unitCents,
    cutFeeCents: fromMajor(priced.cutToLength?.cutFee ?? 0, to.currency).minor,
    currency: to.currency,
    certificateRequired,
  });
}

/** Adds a cut line for quick order and Order again: the problem as a message instead of a 400. */
export async function addCutToCart(
  db: Kysely<Database>,
  userId: string,
  pricing: BuyerPricing,
  row: ProductRow,
  pieces: number,
  lengthMm: number,
): Promise<string | undefined> {
  try {
    await addCartCut(db, userId, pricing, row, pieces, lengthMm);
    return undefined;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 400) return (error as Error).message;
    throw error;
  }
}

/**
 * Adds `quantity` to the product's line (quick order, Order again). Answers why it could not,
 * checking the quantity the line would then hold; nothing changes in that case.
 */
export async function addToCart(
  db: Kysely<Database>,
  userId: string,
  pricing: BuyerPricing,
  row: ProductRow,
  quantity: number,
): Promise<string | undefined> {
  const product = toApiProduct(row);
  const unitProblem = unitQuantityProblem(product.unit, quantity);
  if (unitProblem) return unitProblem;
  // Summed in whole base units: 0.1 m + 0.2 m is exactly 0.3 m.
  const wanted = fromBase(
    product.unit,
    toBase(product.unit, await quantityInCart(db, userId, row)) + toBase(product.unit, quantity),
  );
  const problem = cartQuantityProblem(product, wanted) ?? (await fullProblem(db, userId, row.id));
  if (problem) return problem;
  await store(db, userId, pricing, row, wanted);
  return undefined;
}

/**
 * POST /cart/merge, at sign-in: each of the visitor's lines is added to the account's line of the
 * same product. A sum that breaks a rule is kept at the largest quantity that breaks none; when
 * no quantity can be ordered today (stock below the minimum), the line is kept as it was (or as
 * the visitor had it) and the cart shows its problem. Products deleted since are dropped: the
 * visitor's cart only held their id. (docs/product/ordering.md#cart)
 */
export async function mergeIntoCart(
  db: Kysely<Database>,
  userId: string,
  pricing: BuyerPricing,
  lines: readonly {
    productId: string;
    quantity: number;
    certificateRequired?: CertificateRequirement | undefined;
    heatNumber?: string | undefined;
  }[],
): Promise<void> {
  const wantedById = new Map<number, number[]>();
  // The visitor's required certificate (PRODUCT.md §20), the last they chose; none leaves the account's line as it is.
  const certificateById = new Map<number, CertificateRequirement>();
  // The visitor's pinned heat (PRODUCT.md §20), the last they chose; none leaves the account's pin as it is.
  const heatById = new Map<number, string>();
  for (const line of lines) {
    const id = parseNumericId(line.productId);
    if (id !== undefined) wantedById.set(id, [...(wantedById.get(id) ?? []), line.quantity]);
    if (id !== undefined && line.certificateRequired && line.certificateRequired !== 'none') {
      certificateById.set(id, line.certificateRequired);
    }
    if (id !== undefined && line.heatNumber !== undefined) heatById.set(id, line.heatNumber);
  }
  for (const [id, quantities] of wantedById) {
    const row = await findProduct(db, id);
    if (!row || (await fullProblem(db, userId, id))) continue;
    const product = toApiProduct(row);
    // A quantity the product's unit cannot say (a fraction of a piece) is left out, not rounded.
    const valid = quantities.filter((quantity) => unitQuantityProblem(product.unit, quantity) === undefined);
    if (valid.length === 0) continue;
    const base = (value: number) => toBase(product.unit, value);
    const quantity = fromBase(
      product.unit,
      valid.reduce((sum, value) => sum + base(value), 0),
    );
    const existing = await findCartLine(db, userId, id);
    const sum = fromBase(product.unit, (existing?.quantity ?? 0) + base(quantity));
    const merged = largestValidQuantity(product, sum);
    const certificate = certificateById.get(id);
    const heat = await offeredHeat(db, row, heatById.get(id));
    if (merged !== undefined) await store(db, userId, pricing, row, merged, certificate, heat);
    else if (!existing) {
      await store(
        db,
        userId,
        pricing,
        row,
        Math.min(quantity, fromBase(product.unit, maxBaseUnits)),
        certificate,
        heat,
      );
    }
  }
}
