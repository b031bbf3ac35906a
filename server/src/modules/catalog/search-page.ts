import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { filteredProducts } from './catalog.repository.ts';
import type { ProductRow } from './catalog.table.ts';
import type { SearchPlan } from './product-search.ts';

type Filtered = ReturnType<typeof filteredProducts>['base'];

/**
 * A page of search matches in relevance order (then the catalog order) and how many there are, in
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
  page: { limit?: number | undefined; offset?: number | undefined },
): Promise<{ rows: ProductRow[]; count: number } | undefined> {
  const ranked = base.select([
    'products.id as ranked_id',
    search.rank.as('ranked_rank'),
    'products.created_at as ranked_at',
  ]);
  const { rows } = await sql<ProductRow & { matches: number | string }>`
    with ranked as materialized ${ranked}
    select products.*, (select count(*) from ranked) as matches
    from (
      select ranked_id, ranked_rank, ranked_at from ranked
      order by ranked_rank, ranked_at, ranked_id
      limit ${page.limit ?? Number.MAX_SAFE_INTEGER} offset ${page.offset ?? 0}
    ) as page
    join products on products.id = page.ranked_id
    order by page.ranked_rank, page.ranked_at, page.ranked_id`.execute(db);
  if (rows.length === 0) return page.offset ? undefined : { rows: [], count: 0 };
  // PostgreSQL answers count(*) as a bigint's text.
  const count = Number(rows[0]!.matches);
  return { rows: rows.map(({ matches: _, ...row }) => row), count };
}
