import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Trigram indexes need three characters; a shorter query is a plain LIKE scan (still correct). */
export const trigramMinLength = 3;

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The products matching a search, as a derived table `m(match_id, rank)` to join on
 * products.id: the text is found anywhere in name, about, SKU, grade, standard or origin, inside
 * words too ("B33" finds B338), case-insensitively, using the search index of migration 006.
 * `rank` orders by relevance in `rankDirection`; `countAlone`, when given, counts the matches
 * faster than the join does when the query has no other filter.
 */
export function searchMatches(db: Kysely<Database>, q: string) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // The GIN pg_trgm index on search_text serves LIKE '%…%'. Rank: where the text occurs, since
    // search_text starts with the name (a match in the name comes first). word_similarity() was
    // the first choice, but it re-reads every match's whole text: seconds at 100k products.
    const matches = sql<{ match_id: number; rank: number }>`(
      select id as match_id, strpos(search_text, ${q.toLowerCase()}) as rank
      from products where search_text like ${likePattern(q)} escape '\\'
    )`.as('m');
    return { matches, rankDirection: 'asc' as const };
  }
  if ([...q].length >= trigramMinLength) {
    // An FTS5 phrase of the whole query: with the trigram tokenizer, a substring match. Rank is bm25,
    // lower for better matches. The hidden `rank` column is bm25, computed more cheaply than the
    // bm25() call; a count with nothing else to filter on never leaves the index.
    const phrase = `"${q.replace(/"/g, '""')}"`;
    const matches = sql<{ match_id: number; rank: number }>`(
      select rowid as match_id, rank from products_search where products_search match ${phrase}
    )`.as('m');
    const countAlone = async () => {
      const { rows } = await sql<{ count: number }>`
        select count(*) as count from products_search where products_search match ${phrase}`.execute(db);
      return Number(rows[0]?.count ?? 0);
    };
    return { matches, rankDirection: 'asc' as const, countAlone };
  }
  const pattern = likePattern(q);
  const like = (column: string) => sql`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
  const columns = ['name', 'about', 'sku', 'grade', 'standard', 'origin'].map(like);
  const matches = sql<{ match_id: number; rank: number }>`(
    select id as match_id, 0 as rank from products where ${sql.join(columns, sql` or `)}
  )`.as('m');
  return { matches, rankDirection: 'asc' as const };
}
