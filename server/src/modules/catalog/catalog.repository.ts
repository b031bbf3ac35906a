import { type Kysely, sql } from 'kysely';
import type { Form, Metal } from '#shared/catalog/taxonomy.ts';
import type { Database } from '../../db/database.ts';
import type { NewProductRow, ProductRow, ProductRowUpdate } from './catalog.table.ts';

export interface ProductQuery {
  limit?: number | undefined;
  offset?: number | undefined;
  q?: string | undefined;
  metal?: Metal | undefined;
  form?: Form | undefined;
}

/** Products in catalog order (oldest first, so "list positions" are stable), filtered and paged. */
export async function listProducts(
  db: Kysely<Database>,
  query: ProductQuery = {},
): Promise<{ rows: ProductRow[]; count: number }> {
  let base = db.selectFrom('products');
  if (query.metal) base = base.where('metal', '=', query.metal);
  if (query.form) base = base.where('form', '=', query.form);
  if (query.q) {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(about)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(origin)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  let rowsQuery = base.selectAll().orderBy('created_at').orderBy('id');
  if (query.limit !== undefined) rowsQuery = rowsQuery.limit(query.limit);
  // SQLite wants a LIMIT before OFFSET; PostgreSQL refuses SQLite's "no limit" (-1), so both get
  // the largest limit they accept (found by the fuzz test, server/src/reliability/fuzz.api.test.ts).
  if (query.offset)
    rowsQuery = rowsQuery.offset(query.offset).$if(query.limit === undefined, (q) => q.limit(Number.MAX_SAFE_INTEGER));
  const [rows, counted] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(counted.count) };
}

export function findProduct(db: Kysely<Database>, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertProduct(db: Kysely<Database>, row: NewProductRow): Promise<ProductRow> {
  return db.insertInto('products').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateProduct(
  db: Kysely<Database>,
  id: number,
  changes: ProductRowUpdate,
): Promise<ProductRow | undefined> {
  return db.updateTable('products').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteProduct(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Stock has one owner: these two functions are the only writers of `total` besides the admin's
 * Update product. `takeStock` is a single conditional UPDATE, so concurrent orders can never
 * oversell on either engine; it answers the product's name and price for the order, or nothing
 * when the product is gone or the quantity is below its minimum or above its stock.
 */
export function takeStock(db: Kysely<Database>, productId: number, quantity: number, at: string) {
  return db
    .updateTable('products')
    .set({ total: sql`total - ${quantity}`, updated_at: at })
    .where('id', '=', productId)
    .where('total', '>=', quantity)
    .where('minimum', '<=', quantity)
    .returning(['id', 'name', 'price_cents'])
    .executeTakeFirst();
}

/** Puts a cancelled or expired order's quantity back (a deleted product has nothing to return to). */
export async function giveBackStock(db: Kysely<Database>, productId: number, quantity: number, at: string) {
  await db
    .updateTable('products')
    .set({ total: sql`total + ${quantity}`, updated_at: at })
    .where('id', '=', productId)
    .execute();
}
