import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
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
 * row, so only the window's rows are read: the matches themselves are ids from the search's own
 * index (FTS5's rowids; PostgreSQL's narrow search_texts), and a page of 30,000 matches reads 1,000
 * products rows as a page of 1,000 does. Only a page past the window sorts every match.
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

type Rows = Promise<ProductRow[]>;

const limitOf = (query: PageQuery) => query.limit ?? Number.MAX_SAFE_INTEGER;

async function rowsOf(db: Kysely<Database>, statement: RawBuilder<unknown>): Rows {
  const { rows } = await sql<ProductRow & { ranked: unknown }>`${statement}`.execute(db);
  return rows.map(({ ranked: _, ...row }) => row);
}

/**
 * A search's page in relevance order and how many matches it has, in one statement (ADR 034, "Ranking
 * window"): the matches' ids once, counted, their first `rankWindow` in id order ranked (the rank reads
 * those rows only), the page's rows read whole. `matched`: the search's ids, from its index alone
 * when no filter is beside it (FTS5 counts and orders 30,000 rowids without a products row). A page
 * past the window (rare: the 42nd page of "grade") puts every other match after the window's, in
 * the order they were added, and sorts them all. `undefined` when the page is empty past the first.
 */
export async function relevancePage(
  db: Kysely<Database>,
  matched: Expression<unknown>,
  search: SearchPlan,
  query: PageQuery,
): Promise<{ rows: ProductRow[]; count: number } | undefined> {
  const limit = limitOf(query);
  const offset = query.offset ?? 0;
  const order = sql`ranked, products.created_at, products.id`;
  const head = sql`
    with matched as materialized ${matched},
    ranking_window as materialized (select match_id from matched order by match_id limit ${sql.lit(rankWindow)})`;
  const counted = sql`(select count(*) from matched)`;
  const statement =
    offset + limit <= rankWindow
      ? sql`${head}
        select products.*, ${search.rank} as ranked, ${counted} as matches
        from ranking_window join products on products.id = ranking_window.match_id
        order by ${order}
        limit ${limit} offset ${offset}`
      : sql`${head}
        select products.*, ${counted} as matches,
          case when products.id <= (select max(match_id) from ranking_window) then ${search.rank}
          else ${sql.lit(Number.MAX_SAFE_INTEGER)} end as ranked
        from matched join products on products.id = matched.match_id
        order by ${order}
        limit ${limit} offset ${offset}`;
  const { rows } = await sql<ProductRow & { ranked: unknown; matches: number | string }>`${statement}`.execute(db);
  if (rows.length === 0) return offset ? undefined : { rows: [], count: 0 };
  // PostgreSQL answers count(*) as a bigint's text.
  return { rows: rows.map(({ ranked: _, matches: _m, ...row }) => row), count: Number(rows[0]!.matches) };
}

/**
 * A search's page read whole: the matches with their sort keys into a materialized CTE, sorted, and
 * only the page's rows read whole (a few matches, or an order no index serves).
 */
export function sortedPage(db: Kysely<Database>, base: Filtered, search: SearchPlan, query: PageQuery): Rows {
  const keys = sortKeys(query.sort ?? 'relevance', search);
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
  return rowsOf(
    db,
    sql`
      with ranked as materialized ${ranked}
      select products.*, null as ranked
      from (
        select * from ranked order by ${order}
        limit ${limitOf(query)} offset ${query.offset ?? 0}
      ) as page
      join products on products.id = page.ranked_id
      order by ${order}`,
  );
}
