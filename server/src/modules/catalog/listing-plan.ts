import { type Expression, type Kysely, sql } from 'kysely';
import type { ProductSort } from '#shared/catalog/product-query.ts';
import type { Database } from '../../db/database.ts';
import { byTrigramIndex, type SearchPlan } from './product-search.ts';

/**
 * How a listing of the catalog is read at 100k products (ADR 034, "Reading a listing"): the count
 * first, in one statement with the catalog's size, then the page by the plan the count calls for.
 * A listing most products fall in ("grade", a size range in stock) walks its order's index and stops
 * at the page; one few products fall in reads them all and sorts them. Which one is cheaper depends on
 * how many match, which the engines' planners cannot know of a search (FTS5 gives SQLite no estimate;
 * pg_trgm's are rough), but the count tells.
 */
export interface Counted {
  count: number;
  /** The catalog's size, near enough: the highest id (one index probe on both engines). */
  catalog: number;
}

/**
 * True when walking an order's index reads fewer rows than the listing's matches: it passes about
 * `wanted × catalog / count` rows to find `wanted`, so it wins by a margin once that is a quarter of
 * `count` or less.
 */
export const walkPays = (counted: Counted, wanted: number) =>
  4 * wanted * counted.catalog <= counted.count * counted.count;

/** The rows a page of `query` needs before it can stop. */
export const wantedOf = (query: { limit?: number | undefined; offset?: number | undefined }) =>
  (query.limit ?? Number.MAX_SAFE_INTEGER) + (query.offset ?? 0);

const catalogSize = sql<number>`(select coalesce(max(id), 0) from products)`;

/**
 * The listing's count. A search alone: the engine's count of its index (FTS5: 30,000 matches in 5 ms).
 * A search with filters an index serves (metal, form, grade, standard, dimensions) on SQLite: the
 * search's matches among the ids those filters leave, read from their indexes, instead of reading
 * every match's products row to test the filters (ASTM among tubes: 37 → 24 ms at 100k). Its cost
 * is bounded by the catalog's ids (a narrow search beside a broad range pays ~15 ms at 100k, where
 * the row reads would cost 1); choosing by the search's own count first cost 10 ms of FTS5 on the
 * broad ones. PostgreSQL: `narrow`, the metal and form in search_texts beside the texts.
 */
export async function countListing(
  db: Kysely<Database>,
  search: SearchPlan | undefined,
  filtered: { any: boolean; byIndexOnly: boolean },
  queries: { all: () => SelectIds; filtersOnly: () => SelectIds; narrow?: SelectIds | undefined },
): Promise<Counted> {
  const readWith = async (reader: Kysely<Database>, matches: Expression<unknown>) => {
    const { rows } = await sql<{ matches: number | string; catalog: number | string }>`
      select ${matches} as matches, ${catalogSize} as catalog`.execute(reader);
    return { count: Number(rows[0]!.matches), catalog: Number(rows[0]!.catalog) };
  };
  const read = (matches: Expression<unknown>) => readWith(db, matches);
  const narrow = queries.narrow;
  if (narrow) return byTrigramIndex(db, (reader) => readWith(reader, sql`(select count(*) from ${narrow} as counted)`));
  if (search?.countSql && !filtered.any) return read(sql`(${search.countSql})`);
  if (search?.countSql && filtered.byIndexOnly)
    return read(sql`(select count(*) from ${search.matches} where +m.match_id in ${queries.filtersOnly()})`);
  return read(sql`(select count(*) from ${queries.all()} as counted)`);
}

/** A select of products ids, interpolated as a subquery. */
type SelectIds = Expression<unknown>;

/**
 * The page's plan (a search's relevance order over a window is search-page.ts's): `walk` along the
 * order's index with the search a condition on each row, stopping at the page, when most products
 * match; `all`: every match read and sorted, as a search ranked whole is.
 */
export function pagePlan(
  counted: Counted,
  search: SearchPlan | undefined,
  sort: ProductSort,
  wanted: number,
): 'walk' | 'all' {
  if (search && (sort === 'relevance' || !search.rowWhere)) return 'all';
  return walkPays(counted, wanted) ? 'walk' : 'all';
}
