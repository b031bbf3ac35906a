import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { ProductRow } from '../catalog/index.ts';
import { generatedSku } from '../catalog/index.ts';
import type { CartCutRow, CartLineRow } from './cart.table.ts';

/**
 * A new line's id: `cl_`, this process's monotonic clock, then randomness. Lines list oldest first
 * by `created_at` and then by id, so lines added within the same millisecond keep their order.
 * Never all digits: DELETE /cart/lines/{id} reads digits as a product id.
 */
function newLineId(): string {
  return `cl_${process.hrtime.bigint().toString(36).padStart(12, '0')}_${randomUUID().slice(0, 8)}`;
}

// The cart's reads run on every cart request and checkout: compiled once (prepared-query.ts).
const linesOf = preparedQuery((db: Kysely<Database>, userId: string) =>
  db.selectFrom('cart_lines').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id'),
);
const cutsOf = preparedQuery((db: Kysely<Database>, userId: string) =>
  db.selectFrom('cart_cuts').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id'),
);
const countIn = (table: 'cart_lines' | 'cart_cuts') =>
  preparedQuery((db: Kysely<Database>, userId: string) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId),
  );
const counts = [countIn('cart_lines'), countIn('cart_cuts')];
const lineOfProduct = preparedQuery((db: Kysely<Database>, userId: string, productId: number) =>
  db.selectFrom('cart_lines').selectAll().where('user_id', '=', userId).where('product_id', '=', productId),
);

/** A buyer's cart lines, oldest first, each with its product (undefined once deleted). */
export async function listCartLines(
  db: Kysely<Database>,
  userId: string,
): Promise<{ line: CartLineRow; product: ProductRow | undefined }[]> {
  const lines = await linesOf(db, userId);
  const ids = lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id]));
  const products = ids.length ? await db.selectFrom('products').selectAll().where('id', 'in', ids).execute() : [];
  const byId = new Map(products.map((product) => [Number(product.id), product]));
  return lines.map((line) => ({
    line,
    product: line.product_id === null ? undefined : byId.get(Number(line.product_id)),
  }));
}

/** Lines of both kinds: per-product lines and cut lines count alike towards the cart's limit. */
export async function countCartLines(db: Kysely<Database>, userId: string): Promise<number> {
  let total = 0;
  for (const count of counts) total += Number((await count(db, userId))[0]!.count);
  return total;
}

/** A buyer's cut lines (PRODUCT.md §15), oldest first, each with its product (undefined once deleted). */
export async function listCartCuts(
  db: Kysely<Database>,
  userId: string,
): Promise<{ cut: CartCutRow; product: ProductRow | undefined }[]> {
  const cuts = await cutsOf(db, userId);
  const ids = cuts.flatMap((cut) => (cut.product_id === null ? [] : [cut.product_id]));
  const products = ids.length ? await db.selectFrom('products').selectAll().where('id', 'in', ids).execute() : [];
  const byId = new Map(products.map((product) => [Number(product.id), product]));
  return cuts.map((cut) => ({
    cut,
    product: cut.product_id === null ? undefined : byId.get(Number(cut.product_id)),
  }));
}

/** Adds a cut line at the price per metre and cut fee the buyer sees now. Answers its id (`cc_…`). */
export async function insertCartCut(
  db: Kysely<Database>,
  cut: {
    userId: string;
    product: ProductRow;
    pieces: number;
    lengthMm: number;
    unitPriceCents: number;
    cutFeeCents: number;
    /** The currency both prices are in, the buyer's (PRODUCT.md §17). */
    currency: string;
    /** PRODUCT.md §20: `none`, `CoC`, `2.1`…`3.2`. */
    certificateRequired: string;
    /** The pinned heat (PRODUCT.md §20). */
    heatNumber?: string | undefined;
  },
): Promise<string> {
  const at = new Date().toISOString();
  const id = `cc_${newLineId().slice(3)}`;
  await db
    .insertInto('cart_cuts')
    .values({
      id,
      user_id: cut.userId,
      product_id: cut.product.id,
      product_name: cut.product.name,
      sku: cut.product.sku ?? generatedSku(cut.product.id),
      pieces: cut.pieces,
      length_mm: cut.lengthMm,
      unit_price_cents: cut.unitPriceCents,
      cut_fee_cents: cut.cutFeeCents,
      currency: cut.currency,
      certificate_required: cut.certificateRequired,
      heat_number: cut.heatNumber ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export async function deleteCartCut(db: Kysely<Database>, userId: string, cutId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_cuts')
    .where('user_id', '=', userId)
    .where('id', '=', cutId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findCartLine(db: Kysely<Database>, userId: string, productId: number) {
  return (await lineOfProduct(db, userId, productId))[0];
}

/**
 * Sets a line's quantity and the unit price the buyer now accepts, in the currency they see it in
 * (PRODUCT.md §17), adding the line when the product is not in the cart yet (one line per product:
 * the table's unique key). The certificate required (PRODUCT.md §20) changes only when given: a
 * new line without one requires none.
 */
export async function saveCartLine(
  db: Kysely<Database>,
  line: {
    userId: string;
    product: ProductRow;
    quantity: number;
    unitPriceCents: number;
    currency: string;
    certificateRequired?: string | undefined;
    /** The pinned heat (null clears it); undefined leaves a stored line's pin as it is. */
    heatNumber?: string | null;
  },
): Promise<void> {
  const at = new Date().toISOString();
  const sku = line.product.sku ?? generatedSku(line.product.id);
  await db
    .insertInto('cart_lines')
    .values({
      id: newLineId(),
      user_id: line.userId,
      product_id: line.product.id,
      product_name: line.product.name,
      sku,
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      currency: line.currency,
      certificate_required: line.certificateRequired ?? 'none',
      heat_number: line.heatNumber ?? null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id']).doUpdateSet({
        product_name: line.product.name,
        sku,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        currency: line.currency,
        ...(line.certificateRequired !== undefined ? { certificate_required: line.certificateRequired } : {}),
        ...(line.heatNumber === undefined ? {} : { heat_number: line.heatNumber }),
        updated_at: at,
      }),
    )
    .execute();
}

/** Removes a line named by its product's id or by its own id (a deleted product's line has no product). */
export async function deleteCartLine(
  db: Kysely<Database>,
  userId: string,
  key: { productId: number } | { lineId: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_lines')
    .where('user_id', '=', userId)
    .$if('productId' in key, (q) => q.where('product_id', '=', 'productId' in key ? key.productId : 0))
    .$if('lineId' in key, (q) => q.where('id', '=', 'lineId' in key ? key.lineId : ''))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function clearCart(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('cart_lines').where('user_id', '=', userId).execute();
  await db.deleteFrom('cart_cuts').where('user_id', '=', userId).execute();
  // Remnants held in the cart go back on sale (PRODUCT.md §20).
  await db
    .updateTable('remnants')
    .set({ held_by: null, held_until: null })
    .where('held_by', '=', userId)
    .where('status', '=', 'available')
    .execute();
}

/** Products by SKU, for quick order; a product saved without a SKU answers to its generated one. */
export async function findProductsBySku(
  db: Kysely<Database>,
  skus: readonly string[],
): Promise<Map<string, ProductRow>> {
  if (skus.length === 0) return new Map();
  const generatedIds = skus.flatMap((sku) => {
    const match = /^RM-(\d{1,15})$/.exec(sku);
    // Ids are PostgreSQL integers: a larger generated SKU names no product (comparing it would be a 500).
    return match && Number(match[1]) <= 2_147_483_647 ? [Number(match[1])] : [];
  });
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('sku', 'in', [...skus]),
        ...(generatedIds.length ? [eb.and([eb('sku', 'is', null), eb('id', 'in', generatedIds)])] : []),
      ]),
    )
    .execute();
  return new Map(rows.map((row) => [(row.sku ?? generatedSku(row.id)).toUpperCase(), row]));
}
