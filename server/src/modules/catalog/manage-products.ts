import type { FastifyInstance } from 'fastify';
import { deleteProduct, insertProduct, updateProduct } from './catalog.repository.ts';
import type { NewProductRow, ProductRow, ProductRowUpdate } from './catalog.table.ts';

/** What the catalog's use cases need from the app. */
export type CatalogContext = Pick<FastifyInstance, 'db' | 'catalogCache'>;

/*
 * The admin's changes to the catalog. Each one drops the cached catalog itself, as placing and
 * cancelling orders do (modules/orders), so no route handler has to remember to.
 */

export async function addProduct(context: CatalogContext, row: NewProductRow): Promise<ProductRow> {
  const added = await insertProduct(context.db, row);
  context.catalogCache.invalidate();
  return added;
}

export async function changeProduct(
  context: CatalogContext,
  id: number,
  changes: ProductRowUpdate,
): Promise<ProductRow | undefined> {
  const changed = await updateProduct(context.db, id, changes);
  if (changed) context.catalogCache.invalidate();
  return changed;
}

export async function removeProduct(context: CatalogContext, id: number): Promise<boolean> {
  const removed = await deleteProduct(context.db, id);
  if (removed) context.catalogCache.invalidate();
  return removed;
}
