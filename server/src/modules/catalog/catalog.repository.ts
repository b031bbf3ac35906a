import { type Expression, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { ProductSort } from '#shared/catalog/product-query.ts';
import { defaultReorderMultiple } from '#shared/catalog/stock-status.ts';
import { type DimensionBoundKey, dimensionBoundKeys, dimensionBounds } from '#shared/catalog/product-query.schema.ts';
import type { DimensionKey, Form, Metal } from '#shared/catalog/taxonomy.ts';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { NewProductRow, ProductRow, ProductRowUpdate } from './catalog.table.ts';
import { generatedSku } from './product.mapper.ts';
import { byTrigramIndex, type SearchPlan, searchMatches } from './product-search.ts';
import { relevancePage, sortedPage } from './search-page.ts';
import { countListing, pagePlan, wantedOf } from './listing-plan.ts';
import { unitRankSql } from '../../db/migrations/013-units.ts';
import { dimensionColumn } from '../../db/migrations/032-dimension-filters.ts';

export interface ProductQuery extends DimensionRanges {
  limit?: number | undefined;
  offset?: number | undefined;
  q?: string | undefined;
  metal?: Metal | undefined;
  form?: Form | undefined;
  /** Exact values the catalog has (the route checks them against the facets first). */
  grade?: string | undefined;
  standard?: string | undefined;
  /** Only products that can be ordered now: stock at least the minimum order quantity. */
  inStock?: boolean | undefined;
  /** Only products below their reorder point: `isLowStock` of shared/catalog/stock-status.ts, in SQL. */
  lowStock?: boolean | undefined;
  /** Bounds on the main dimension, millimetres; products without one are left out by either. */
  sizeMin?: number | undefined;
  sizeMax?: number | undefined;
  /** Relevance (the default) ranks search matches first; without `q` it is the catalog order. */
  sort?: ProductSort | undefined;
}

/** A query with `q` as read by `searchMatches` (async: it may look words up), once per request by the caller. */
export type SearchedQuery = ProductQuery & { searchPlan?: SearchPlan | undefined };

/**
 * Bounds of each dimension, millimetres (odMin, odMax, wallMin, …; PRODUCT.md §23). A product
 * without that dimension is left out by either bound.
 */
export type DimensionRanges = { [K in DimensionBoundKey]?: number | undefined };

/** What a facet of GET /products/facets ignores of the query: its own filter (catalog-facets.ts). */
export type FacetName = 'metal' | 'form' | 'grade' | 'standard' | DimensionKey;

/**
 * How a listing reads its products (listing-plan.ts chooses): `walk` when it walks an order's index and
 * stops at its page, so the search is a condition on each row it passes (`rowWhere`) and, on SQLite,
 * the ranges are written `+column`, which keeps its planner off a range's index (it would read every
 * product the range leaves and sort them; PostgreSQL's planner weighs the LIMIT itself).
 */
export interface ListingShape {
  walk?: { unindexedRanges: boolean };
}

/**
 * The products a query's filters and search leave, as a query to select from; `except` leaves one
 * facet's own filter out (the facets answer for what the other filters leave).
 */
export function filteredProducts(
  db: Kysely<Database>,
  query: SearchedQuery,
  except?: FacetName,
  shape: ListingShape = {},
) {
  const search = query.searchPlan;
  const walk = shape.walk;
  // `+column` is SQLite's way to say "not by this column's index" (a no-op on the value). Only ranges:
  // SQLite takes a range to leave few rows, where an equality's index (metal, form and name) may
  // serve the order too.
  const range = <C extends string>(name: C) => (walk?.unindexedRanges ? sql`+${sql.ref(name)}` : sql.ref(name));
  let base = db.selectFrom('products');
  if (walk && search?.rowWhere) base = base.where(search.rowWhere);
  else if (search?.where) base = base.where(search.where);
  else if (search) base = base.innerJoin(search.matches, (join) => join.onRef('m.match_id', '=', 'products.id'));
  if (query.metal && except !== 'metal') base = base.where('metal', '=', query.metal);
  if (query.form && except !== 'form') base = base.where('form', '=', query.form);
  if (query.grade !== undefined && except !== 'grade') base = base.where('grade', '=', query.grade);
  if (query.standard !== undefined && except !== 'standard') base = base.where('standard', '=', query.standard);
  if (query.inStock) base = base.where((eb) => eb('total', '>=', eb.ref('minimum')));
  if (query.lowStock)
    base = base.where(sql<boolean>`total < coalesce(reorder_point, ${sql.lit(defaultReorderMultiple)} * minimum)`);
  if (query.sizeMin !== undefined) base = base.where(range('main_dimension_mm'), '>=', query.sizeMin);
  if (query.sizeMax !== undefined) base = base.where(range('main_dimension_mm'), '<=', query.sizeMax);
  for (const { key, min, max } of dimensionBounds) {
    if (key === except) continue;
    const dimension = range(dimensionColumn(key));
    if (query[min] !== undefined) base = base.where(dimension, '>=', query[min]);
    if (query[max] !== undefined) base = base.where(dimension, '<=', query[max]);
  }
  return { base, search };
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** True when the query has a filter besides the search (the search alone is counted faster). */
export function hasFilter(query: ProductQuery): boolean {
  return (
    [query.metal, query.form, query.grade, query.standard, query.sizeMin, query.sizeMax].some((v) => v !== undefined) ||
    dimensionBoundKeys.some((key) => query[key] !== undefined) ||
    Boolean(query.inStock) ||
    Boolean(query.lowStock)
  );
}

/**
 * Products filtered, searched, sorted and paged. The catalog order (oldest first, so list
 * positions are stable) is the default and breaks every tie.
 */
export async function listProducts(
  db: Kysely<Database>,
  query: ProductQuery = {},
): Promise<{ rows: ProductRow[]; count: number; didYouMean?: string; partial?: true }> {
  const search = query.q ? await searchMatches(db, query.q) : undefined;
  const listed = await listWith(db, query, search);
  if (listed.count > 0 || !search?.whenNone) return listed;
  // No product holds every word: the search's second reading (typos, then any word), if it has one.
  const instead = await search.whenNone();
  if (!instead) return listed;
  const found = await listWith(db, query, instead);
  return instead.partial && found.count > 0 ? { ...found, partial: true } : found;
}

async function listWith(
  db: Kysely<Database>,
  query: ProductQuery,
  search: SearchPlan | undefined,
): Promise<{ rows: ProductRow[]; count: number; didYouMean?: string }> {
  const didYouMean = search?.didYouMean !== undefined ? { didYouMean: search.didYouMean } : {};
  const searched = { ...query, searchPlan: search };
  const sort = query.sort ?? 'relevance';
  const narrow = search && narrowMatches(query, search);
  // Ranked over a window, but for a search answering products holding some of its words, which
  // ranks them all: those holding more words come first wherever they stand in the catalog.
  if (search && sort === 'relevance' && search.rankOnRow && !search.partial) {
    // The search's own index when nothing else narrows it (FTS5), or with the metal and form filters
    // PostgreSQL's narrow search_texts holds beside the texts.
    const ranked = narrow
      ? await byTrigramIndex(db, (read) => relevancePage(read, narrow, search, query))
      : hasFilter(query)
        ? await relevancePage(
            db,
            filteredProducts(db, searched).base.select(sql<number>`products.id`.as('match_id')),
            search,
            query,
          )
        : await relevancePage(db, sql`(select m.match_id from ${search.matches})`, search, query);
    if (ranked) return { ...ranked, ...didYouMean };
  }
  const counted = await countListing(
    db,
    search,
    { any: hasFilter(query), byIndexOnly: !query.inStock && !query.lowStock },
    {
      all: () => filteredProducts(db, searched).base.select('products.id'),
      filtersOnly: () => filteredProducts(db, query).base.select('products.id'),
      narrow,
    },
  );
  if (counted.count === 0 || (query.offset ?? 0) >= counted.count)
    return { rows: [], count: counted.count, ...didYouMean };
  const plan = pagePlan(counted, search, sort, wantedOf(query));
  const rows =
    plan === 'all' && search
      ? await sortedPage(db, filteredProducts(db, searched).base, search, query)
      : await orderedPage(db, searched, query, plan === 'walk');
  return { rows, count: counted.count, ...didYouMean };
}

/**
 * PostgreSQL: a search's matches from migration 039's narrow `search_texts` alone, when its only other
 * filters are the metal and form that table holds (a third of the pages products' rows take).
 * `where` is the search over unqualified search_key and search_about, which both tables have.
 */
function narrowMatches(query: ProductQuery, search: SearchPlan): Expression<unknown> | undefined {
  if (!search.where || hasFilter({ ...query, metal: undefined, form: undefined })) return undefined;
  const metal = query.metal ? sql` and metal = ${query.metal}` : sql``;
  const form = query.form ? sql` and form = ${query.form}` : sql``;
  return sql`(select id as match_id from search_texts where ${search.where}${metal}${form})`;
}

/**
 * A page in the query's order, by the engine's own plan; `walk`: along the order's index, stopping at
 * the page (listing-plan.ts), the search a condition on each row.
 */
function orderedPage(db: Kysely<Database>, searched: SearchedQuery, query: ProductQuery, walk: boolean) {
  const shape: ListingShape = walk ? { walk: { unindexedRanges: !isPostgres(db) } } : {};
  let rowsQuery = filteredProducts(db, searched, undefined, shape).base.selectAll('products');
  switch (query.sort ?? 'relevance') {
    case 'relevance':
      break;
    // A price per piece, per metre and per kilogram do not compare: like units are sorted together,
    // pieces first (ADR 017; in a catalog of pieces only this is the plain price order).
    case 'price-asc':
      rowsQuery = rowsQuery.orderBy(sql.raw(unitRankSql)).orderBy('price_cents', 'asc');
      break;
    case 'price-desc':
      rowsQuery = rowsQuery.orderBy(sql.raw(unitRankSql)).orderBy('price_cents', 'desc');
      break;
    case 'name':
      rowsQuery = rowsQuery.orderBy('name', 'asc');
      break;
    case 'newest':
      rowsQuery = rowsQuery.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
      break;
    case 'stock-asc':
      rowsQuery = rowsQuery.orderBy('total', 'asc');
      break;
    case 'stock-desc':
      rowsQuery = rowsQuery.orderBy('total', 'desc');
      break;
  }
  rowsQuery = rowsQuery.orderBy('products.created_at').orderBy('products.id');
  if (query.limit !== undefined) rowsQuery = rowsQuery.limit(query.limit);
  // SQLite wants a LIMIT before OFFSET; PostgreSQL refuses SQLite's "no limit" (-1), so both get
  // the largest limit they accept (found by the fuzz test, server/src/reliability/fuzz.api.test.ts).
  if (query.offset)
    rowsQuery = rowsQuery.offset(query.offset).$if(query.limit === undefined, (q) => q.limit(Number.MAX_SAFE_INTEGER));
  return rowsQuery.execute();
}

const productById = preparedQuery((db: Kysely<Database>, id: number) =>
  db.selectFrom('products').selectAll().where('id', '=', id),
);

export async function findProduct(db: Kysely<Database>, id: number): Promise<ProductRow | undefined> {
  return (await productById(db, id))[0];
}

/** The product holding a SKU, other than `exceptId` (SKUs are unique). */
export function findSkuOwner(db: Kysely<Database>, sku: string, exceptId?: number) {
  return db
    .selectFrom('products')
    .select('id')
    .where('sku', '=', sku)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
}

/** Inserts a product; one without a SKU gets `RM-` + its zero-padded id, as the migration did. */
export async function insertProduct(db: Kysely<Database>, row: NewProductRow): Promise<ProductRow> {
  const inserted = await db.insertInto('products').values(row).returningAll().executeTakeFirstOrThrow();
  if (inserted.sku !== null) return inserted;
  return db
    .updateTable('products')
    .set({ sku: generatedSku(inserted.id) })
    .where('id', '=', inserted.id)
    .returningAll()
    .executeTakeFirstOrThrow();
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
 * What one order takes of one product: the sum of its lines (whole pieces, mm or g, migration
 * 013) and, for lines at the catalog's price, what the product's rules judge. Every line must be
 * at least the minimum, at most the maximum and a multiple of the increment, which is the same as
 * the smallest line, the largest line and the lines' greatest common divisor passing them.
 */
export interface StockWanted {
  productId: number;
  quantity: number;
  /** Null when every line is at a quoted price: the quote stands in for the minimum, multiple and maximum. */
  rules: { smallest: number; largest: number; divisor: number } | null;
}

/**
 * Stock has one owner: this function and lots.repository.ts are the only writers of `total` besides
 * the admin's edits (which lots.repository's `reconcileUnassigned` follows); the caller then takes
 * the same quantities from the lots (`allocateLots`). It takes an order's stock of every product in one conditional UPDATE, so
 * concurrent orders never oversell on either engine and the statement count does not grow with
 * the order (issue 27). It answers the ids of the products it took; a product missing from the
 * answer is gone, or short, or breaks a rule, and the caller rolls the transaction back.
 * The list is a VALUES common table expression, which PostgreSQL and SQLite (3.33+, UPDATE FROM)
 * both read, with casts since PostgreSQL cannot infer a VALUES parameter's type; Kysely builds no
 * VALUES table, hence `sql`.
 */
export async function takeStockOf(
  db: Kysely<Database>,
  wanted: readonly StockWanted[],
  at: string,
): Promise<Set<number>> {
  if (wanted.length === 0) return new Set();
  const big = (value: number | null) => sql`cast(${value} as bigint)`;
  const rows = sql.join(
    wanted.map(
      (w) =>
        sql`(${big(w.productId)}, ${big(w.quantity)}, ${big(w.rules?.smallest ?? null)}, ${big(w.rules?.largest ?? null)}, ${big(w.rules?.divisor ?? null)})`,
    ),
  );
  const { rows: taken } = await sql<{ id: number }>`
    with wanted (product_id, quantity, smallest, largest, divisor) as (values ${rows})
    update products set total = products.total - wanted.quantity, updated_at = ${at}
    from wanted
    where products.id = wanted.product_id
      and products.total >= wanted.quantity
      and (wanted.smallest is null or (
        products.minimum <= wanted.smallest
        and (products.maximum is null or products.maximum >= wanted.largest)
        and wanted.divisor % products.increment = 0))
    returning products.id`.execute(db);
  return new Set(taken.map((row) => Number(row.id)));
}
