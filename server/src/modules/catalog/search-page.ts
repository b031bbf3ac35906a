import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ProductSort } from '#shared/catalog/product-query.ts';
import type { Database } from '../../db/database.ts';
import { unitRankSql } from '../../db/migrations/013-units.ts';
import type { filteredProducts } from './catalog.repository.ts';
import type { ProductRow } from './catalog.table.ts';
import type { SearchPlan } from './product-search.ts';

type Filtered = ReturnType<typeof filteredProducts>['base'];

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

/**
 * A page of search matches in the listing's order (then the catalog order) and how many there are, in
 * one statement: the matches are found and ranked once, into a materialized CTE the count and the
 * page both read, and only the page's rows are read whole. As two statements (the page, then the
 * count) each found the matches again: at 100k products a common word's thousands of matches, the
 * larger part of the time on both engines. `undefined` when the page is empty past the first
 * (nothing to read the count from: the caller counts).
 */
export async function rankedPage(
  db: Kysely<Database>,
  base: Filtered,
  search: SearchPlan,
  query: { sort?: ProductSort | undefined; limit?: number | undefined; offset?: number | undefined },
): Promise<{ rows: ProductRow[]; count: number } | undefined> {
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
  const { rows } = await sql<ProductRow & { matches: number | string }>`
    with ranked as materialized ${ranked}
    select products.*, (select count(*) from ranked) as matches
    from (
      select * from ranked order by ${order}
      limit ${query.limit ?? Number.MAX_SAFE_INTEGER} offset ${query.offset ?? 0}
    ) as page
    join products on products.id = page.ranked_id
    order by ${order}`.execute(db);
  if (rows.length === 0) return query.offset ? undefined : { rows: [], count: 0 };
  // PostgreSQL answers count(*) as a bigint's text.
  const count = Number(rows[0]!.matches);
  return { rows: rows.map(({ matches: _, ...row }) => row), count };
}
