import type { Kysely } from 'kysely';
import { cartQuantityProblem, largestValidQuantity } from '#shared/cart/cart-quantity.ts';
import { type Cart, maxCartLines } from '#shared/cart/cart.schema.ts';
import { messages } from '#shared/messages.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http-errors.ts';
import { parseNumericId } from '../../http/ids.ts';
import type { ProductRow } from '../catalog/catalog.table.ts';
import { findProduct } from '../catalog/catalog.repository.ts';
import { toApiProduct } from '../catalog/product.mapper.ts';
import { accountUnitCents, discountPercentOf } from '../companies/account-pricing.ts';
import { toApiCart } from './cart.mapper.ts';
import { countCartLines, findCartLine, listCartLines, saveCartLine } from './cart.repository.ts';

export async function cartOf(db: Kysely<Database>, userId: string): Promise<Cart> {
  const [lines, discountPercent] = await Promise.all([listCartLines(db, userId), discountPercentOf(db, userId)]);
  return toApiCart(lines, discountPercent);
}

/** Why a new line cannot be added (the cart is full), or undefined. Existing lines can always change. */
async function fullProblem(db: Kysely<Database>, userId: string, productId: number): Promise<string | undefined> {
  if (await findCartLine(db, userId, productId)) return undefined;
  return (await countCartLines(db, userId)) >= maxCartLines ? messages.cart.full(maxCartLines) : undefined;
}

/**
 * Stores `quantity` at today's unit price for it, which the buyer thereby accepts: the account's
 * price, with its company's contract discount, the one the checkout checks again.
 */
async function store(db: Kysely<Database>, userId: string, row: ProductRow, quantity: number): Promise<void> {
  await saveCartLine(db, {
    userId,
    product: row,
    quantity,
    unitPriceCents: accountUnitCents(toApiProduct(row), quantity, await discountPercentOf(db, userId)),
  });
}

/** PUT /cart/lines/{productId}: a quantity that breaks a rule is refused with that rule's message, nothing stored. */
export async function setCartLine(db: Kysely<Database>, userId: string, row: ProductRow, quantity: number) {
  const problem = cartQuantityProblem(toApiProduct(row), quantity) ?? (await fullProblem(db, userId, row.id));
  if (problem) throw badRequest(problem);
  await store(db, userId, row, quantity);
}

/**
 * Adds `quantity` to the product's line (quick order, Order again). Answers why it could not,
 * checking the quantity the line would then hold; nothing changes in that case.
 */
export async function addToCart(
  db: Kysely<Database>,
  userId: string,
  row: ProductRow,
  quantity: number,
): Promise<string | undefined> {
  const existing = await findCartLine(db, userId, row.id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const problem = cartQuantityProblem(toApiProduct(row), wanted) ?? (await fullProblem(db, userId, row.id));
  if (problem) return problem;
  await store(db, userId, row, wanted);
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
  lines: readonly { productId: string; quantity: number }[],
): Promise<void> {
  const wantedById = new Map<number, number>();
  for (const line of lines) {
    const id = parseNumericId(line.productId);
    if (id !== undefined) wantedById.set(id, (wantedById.get(id) ?? 0) + line.quantity);
  }
  for (const [id, quantity] of wantedById) {
    const row = await findProduct(db, id);
    if (!row || (await fullProblem(db, userId, id))) continue;
    const existing = await findCartLine(db, userId, id);
    const sum = (existing?.quantity ?? 0) + quantity;
    const merged = largestValidQuantity(toApiProduct(row), sum);
    if (merged !== undefined) await store(db, userId, row, merged);
    else if (!existing) await store(db, userId, row, Math.min(quantity, 10_000_000));
  }
}
