import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { fixedPricesProblems } from '#shared/catalog/fixed-prices.ts';
import type { FixedPricesInput } from '#shared/catalog/fixed-prices.schema.ts';
import { type ProductPatch, specProblems } from '#shared/catalog/product.schema.ts';
import type { Unit } from '#shared/catalog/units.ts';
import { toBase } from '#shared/catalog/units.ts';
import { messages } from '#shared/messages.ts';
import { lots as lotTexts } from '#shared/messages/lots.ts';
import { dollarsToCents } from '#shared/money.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import { deleteProduct, findProduct, findSkuOwner, insertProduct, updateProduct } from './catalog.repository.ts';
import type { ProductRow } from './catalog.table.ts';
import { reconcileUnassigned } from './lots.repository.ts';
import {
  type ProductFields,
  complianceColumns,
  fixedPricesColumn,
  type ProductComplianceInput,
  readFixedPrices,
  toApiProduct,
  toProductColumns,
} from './product.mapper.ts';

/** What the catalog's use cases need from the app. */
export type CatalogContext = Pick<FastifyInstance, 'db' | 'catalogCache'>;

/*
 * The admin's changes to the catalog. Each one drops the cached catalog itself, as placing and
 * cancelling orders do (modules/orders), so no route handler has to remember to.
 */

export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}

/**
 * Runs a write that may set a SKU: a SKU another product holds is a 409 with a clear message,
 * checked first and, for two admins racing, caught from the unique index.
 */
async function withUniqueSku<T>(
  db: Kysely<Database>,
  sku: string | null | undefined,
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (sku && (await findSkuOwner(db, sku, exceptId))) throw conflict(messages.catalogSpec.skuTaken(sku));
  try {
    return await write();
  } catch (error) {
    if (sku && isUniqueViolation(error)) throw conflict(messages.catalogSpec.skuTaken(sku));
    throw error;
  }
}

/**
 * Fixed prices as sent (PRODUCT.md §17) against the store's currencies now: an offered currency
 * other than the base, its own decimals, the base list's break rules. 400 naming the first problem.
 */
async function checkFixedPrices(
  context: CatalogContext,
  prices: Readonly<Partial<FixedPricesInput>> | undefined,
  unit: Unit,
) {
  if (prices === undefined || Object.keys(prices).length === 0) return;
  const problem = fixedPricesProblems(prices, await context.catalogCache.currencies(), unit)[0];
  if (problem) throw badRequest(problem.message);
}

/** Add Product: every field of docs/product/catalog.md (defaults for the ones not sent), SKU generated when omitted. */
export async function addProduct(context: CatalogContext, fields: ProductFields, at: string): Promise<ProductRow> {
  await checkFixedPrices(context, fields.prices, fields.unit);
  const added = await withUniqueSku(context.db, fields.sku, undefined, () =>
    context.db.transaction().execute(async (trx) => {
      const inserted = await insertProduct(trx, { ...toProductColumns(fields), created_at: at, updated_at: at });
      // PRODUCT.md §20: the initial stock is one lot UNASSIGNED.
      await reconcileUnassigned(trx, [inserted.id], { reason: lotTexts.editedReason, actorId: null, at });
      return inserted;
    }),
  );
  context.catalogCache.invalidate();
  return added;
}

/**
 * SPEC's Update product (PUT): stock, minimum and price only. The product's own rules still hold:
 * a new price below one of its breaks, or a minimum above its maximum, is refused.
 */
export async function changeProduct(
  context: CatalogContext,
  id: number,
  changes: {
    total: number;
    minimum: number;
    price: number;
    prices?: FixedPricesInput | undefined;
    /** PRODUCT.md §19: each omitted fact stays, null clears it. */
    compliance?: ProductComplianceInput | undefined;
  },
  at: string,
): Promise<ProductRow | undefined> {
  const changed = await context.db.transaction().execute(async (trx) => {
    const stored = await findProduct(trx, id);
    if (!stored) return undefined;
    const current = toApiProduct(stored);
    const { prices, compliance, ...base } = changes;
    const problem = specProblems({ ...current, ...base })[0];
    if (problem) throw badRequest(problem.message);
    await checkFixedPrices(context, prices, current.unit);
    // In the product's unit at the API, whole pieces, mm or g in the columns (ADR 017).
    const updated = await updateProduct(trx, id, {
      total: toBase(current.unit, changes.total),
      minimum: toBase(current.unit, changes.minimum),
      price_cents: dollarsToCents(changes.price),
      // Omitted: the fixed lists stay; `{}` clears them.
      ...(prices === undefined ? {} : { prices_json: fixedPricesColumn(prices, current.unit) }),
      ...complianceColumns(compliance ?? {}),
      updated_at: at,
    });
    await reconcileUnassigned(trx, [id], { reason: lotTexts.editedReason, actorId: null, at });
    return updated;
  });
  if (changed) context.catalogCache.invalidate();
  return changed;
}

/**
 * The edit page (PATCH): any fields, merged into the stored product, whose rules (price breaks
 * rising and below the list price, maximum not below the minimum) are then checked as a whole.
 * Undefined when the product does not exist.
 */
export async function patchProduct(
  context: CatalogContext,
  id: number,
  patch: ProductPatch,
  at: string,
): Promise<ProductRow | undefined> {
  const changed = await withUniqueSku(context.db, patch.sku, id, () =>
    context.db.transaction().execute(async (trx) => {
      const stored = await findProduct(trx, id);
      if (!stored) return undefined;
      const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const current = toApiProduct(stored);
      const merged: ProductFields = {
        ...current,
        // Carried over in API units, so a change of unit keeps each break's quantity as it reads.
        prices: readFixedPrices(stored.prices_json, current.unit) ?? {},
        ...defined,
      };
      const problem = specProblems(merged)[0];
      if (problem) throw badRequest(problem.message);
      // Only prices sent now are checked: a list kept from before stays even if its currency is no longer offered.
      await checkFixedPrices(context, patch.prices, merged.unit);
      // A PATCH without `total` leaves the column alone: writing back the total read above would undo
      // an order placed meanwhile (and then count that stock into the UNASSIGNED lot again).
      const { total: _total, ...columns } = toProductColumns(merged);
      const updated = await updateProduct(trx, id, {
        ...(patch.total === undefined ? columns : { ...columns, total: _total }),
        updated_at: at,
      });
      await reconcileUnassigned(trx, [id], { reason: lotTexts.editedReason, actorId: null, at });
      return updated;
    }),
  );
  if (changed) context.catalogCache.invalidate();
  return changed;
}

export async function removeProduct(context: CatalogContext, id: number): Promise<boolean> {
  const removed = await deleteProduct(context.db, id);
  if (removed) context.catalogCache.invalidate();
  return removed;
}
