import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Trigram indexes need three characters; a shorter query is a plain LIKE scan (still correct). */
export const trigramMinLength = 3;

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The products matching a search, as a derived table `m(match_id, rank)` to join on
 * products.id: the text is found anywhere in name, about, SKU, grade, standard or origin, inside
 * words too ("B33" finds B338), case-insensitively, using the search index of migration 006.
 * `rank` orders by relevance in `rankDirection`.
 */
export function searchMatches(db: Kysely<Database>, q: string) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // The GIN pg_trgm index on search_text serves LIKE '%…%'; word_similarity ranks the matches.
    const matches = sql<{ match_id: number; rank: number }>`(
      select id as match_id, word_similarity(${q.toLowerCase()}, search_text) as rank
      from products where search_text like ${likePattern(q)} escape '\\'
    )`.as('m');
    return { matches, rankDirection: 'desc' as const };
  }
  if ([...q].length >= trigramMinLength) {
    // An FTS5 phrase of the whole query: with the trigram tokenizer, a substring match. bm25 is
    // lower for better matches.
    const phrase = `"${q.replace(/"/g, '""')}"`;
    const matches = sql<{ match_id: number; rank: number }>`(
      select rowid as match_id, bm25(products_search) as rank
      from products_search where products_search match ${phrase}
    )`.as('m');
    return { matches, rankDirection: 'asc' as const };
  }
  const pattern = likePattern(q);
  const like = (column: string) => sql`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
  const columns = ['name', 'about', 'sku', 'grade', 'standard', 'origin'].map(like);
  const matches = sql<{ match_id: number; rank: number }>`(
    select id as match_id, 0 as rank from products where ${sql.join(columns, sql` or `)}
  )`.as('m');
  return { matches, rankDirection: 'asc' as const };
}
