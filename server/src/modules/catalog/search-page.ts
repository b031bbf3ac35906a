import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ProductSort } from '#shared/catalog/product-query.ts';
import type { Database } from '../../db/database.ts';
import { unitRankSql } from '../../db/migrations/013-units.ts';
import type { filteredProducts } from './catalog.repository.ts';
import type { ProductRow } from './catalog.table.ts';
import type { SearchPlan } from './product-search.ts';

type Filtered = ReturnType<typeof filteredProducts>['base'];

/**
 * How many matches a search ranks: the first this many in the order products were added (ADR 034,
 * "Ranking window"). A search that matches more (a common word at 100k products: "grade" holds 30,000)
 * lists those ranked, then the rest in the order they were added. Ranking reads each ranked match's
 * row; both engines read a search's matches in id order cheaply and stop at the window (FTS5 hands
 * its rowids in order, PostgreSQL walks its primary key), so a page costs the same for 30,000
 * matches as for 1,000. Only a page past the window sorts every match.
 */
export const rankWindow = 1000;

/** The listing's order of a search (catalog.repository.ts's switch, over the products row), before the catalog order. */
function sortKeys(sort: ProductSort, search: SearchPlan): { key: RawBuilder<unknown>; desc?: boolean }[] {
  const unitRank = { key: sql.raw(unitRankSql.replace('case unit', 'case products.unit')) };
  switch (sort) {
    case 'relevance':
      return [{ key: search.rank }];
    case 'price-asc':
      return [unitRank, { key: sql`products.price_cents` }];
    case 'price-desc':
      return [unitRank, { key: sql`products.price_cents`, desc: true }];
    case 'name':
      return [{ key: sql`products.name` }];
    case 'newest':
      return [
        { key: sql`products.created_at`, desc: true },
        { key: sql`products.id`, desc: true },
      ];
    case 'stock-asc':
      return [{ key: sql`products.total` }];
    case 'stock-desc':
      return [{ key: sql`products.total`, desc: true }];
  }
}

interface PageQuery {
  sort?: ProductSort | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/**
 * A page of search matches in the listing's order (then the catalog order) and how many there are, in
 * one statement. `countAlone`: the search has no filter beside it, so the engine's own count of its
 * index serves (SQLite's FTS5 counts 30,000 matches in 5 ms without reading a products row).
 * `undefined` when the page is empty past the first (nothing to read the count from: the caller counts).
 */
export async function rankedPage(
  db: Kysely<Database>,
  base: Filtered,
  search: SearchPlan,
  query: PageQuery,
  countAlone: boolean,
): Promise<{ rows: ProductRow[]; count: number } | undefined> {
  const alone = countAlone && search.countSql ? sql`(${search.countSql})` : undefined;
  const sort = query.sort ?? 'relevance';
  const statement = sort === 'relevance' ? relevancePage(base, search, query, alone) : sortedPage(base, search, sort, query, alone);
  const { rows } = await sql<ProductRow & { matches: number | string; ranked: unknown }>`${statement}`.execute(db);
  if (rows.length === 0) return query.offset ? undefined : { rows: [], count: 0 };
  // PostgreSQL answers count(*) as a bigint's text.
  const count = Number(rows[0]!.matches);
  return { rows: rows.map(({ matches: _, ranked: _ranked, ...row }) => row), count };
}

const limitOf = (query: PageQuery) => query.limit ?? Number.MAX_SAFE_INTEGER;

/**
 * The relevance order over the ranking window: the window's first `rankWindow` matches in id order,
 * each ranked as it is read (the rank is computed for those rows only). A page within the window reads
 * nothing more; a page past it (rare: the 42nd page of "grade") puts every other match after the
 * window's, in the order they were added, and sorts them all.
 */
function relevancePage(base: Filtered, search: SearchPlan, query: PageQuery, alone: RawBuilder<unknown> | undefined) {
  const limit = limitOf(query);
  const offset = query.offset ?? 0;
  const counted = alone ?? sql`(select count(*) from ${base.select(sql`1`.as('one'))} as counted)`;
  const ranked = base.select([sql<number>`products.id`.as('match_id'), search.rank.as('ranked')]);
  // From the match set's own id when it has one: FTS5 then hands its rowids in order and stops.
  const window = ranked.orderBy(search.where ? sql`products.id` : sql`m.match_id`).limit(rankWindow);
  const order = sql`ranked, products.created_at, products.id`;
  if (offset + limit <= rankWindow) {
    return sql`
      with ranking_window as materialized ${window}
      select products.*, ranking_window.ranked, ${counted} as matches
      from ranking_window join products on products.id = ranking_window.match_id
      order by ${order}
      limit ${limit} offset ${offset}`;
  }
  return sql`
    with ranking_window as materialized ${window}
    select products.*, case when matched.match_id <= (select max(match_id) from ranking_window) then matched.ranked
      else ${sql.lit(Number.MAX_SAFE_INTEGER)} end as ranked, ${counted} as matches
    from ${ranked} as matched join products on products.id = matched.match_id
    order by ${order}
    limit ${limit} offset ${offset}`;
}

/**
 * Any other order: the matches with their sort keys into a materialized CTE the count reads too,
 * sorted, and only the page's rows read whole.
 */
function sortedPage(
  base: Filtered,
  search: SearchPlan,
  sort: ProductSort,
  query: PageQuery,
  alone: RawBuilder<unknown> | undefined,
) {
  const keys = sortKeys(sort, search);
  const names = keys.map((_, i) => sql.raw(`ranked_${i}`));
  const order = sql.join([
    ...keys.map(({ desc }, i) => sql`${names[i]} ${sql.raw(desc ? 'desc' : 'asc')}`),
    sql`ranked_at`,
    sql`ranked_id`,
  ]);
  const ranked = base.select(() => [
    sql<number>`products.id`.as('ranked_id'),
    sql<string>`products.created_at`.as('ranked_at'),
    ...keys.map(({ key }, i) => key.as(`ranked_${i}`)),
  ]);
  return sql`
    with ranked as materialized ${ranked}
    select products.*, null as ranked, ${alone ?? sql`(select count(*) from ranked)`} as matches
    from (
      select * from ranked order by ${order}
      limit ${limitOf(query)} offset ${query.offset ?? 0}
    ) as page
    join products on products.id = page.ranked_id
    order by ${order}`;
}
