import { type AliasedRawBuilder, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { correctedQuery, parseSearch, type SearchWord } from './search-query.ts';
import { closestCatalogWord } from './search-vocabulary.ts';
import { sqliteWordMatch, postgresWordMatch, type WordMatch } from './search-sql.ts';

/** Trigram indexes need three characters; a shorter word is a plain LIKE scan (still correct). */
export const trigramMinLength = 3;

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The products matching a search, as a derived table `m(match_id, rank)` to join on products.id
 * (lower rank first), with `didYouMean` when a misspelt word was read as a catalog word and
 * `countSql` when the engine counts the matches faster alone than the join does.
 */
export interface SearchPlan {
  matches: AliasedRawBuilder<{ match_id: number }, 'm'>;
  /** The order of the matches (lower first), over the joined products row. */
  rank: RawBuilder<number>;
  /**
   * True when `rank` reads the products row alone (a search by words), so a page can rank a window of
   * the matches after finding them (search-page.ts); false when it reads the match set `m`.
   */
  rankOnRow: boolean;
  /** The engine's count of the matches from its index alone (SQLite's FTS5), as a statement. */
  countSql?: RawBuilder<{ count: number }>;
  /** The matches as a condition on products (then `matches` is not joined): search-sql.ts's `where`. */
  where?: RawBuilder<boolean>;
  /** The matches as a condition on the products row on either engine (search-sql.ts's `rowWhere`). */
  rowWhere?: RawBuilder<boolean>;
  didYouMean?: string;
  /** True when the matches hold some of the words, none all of them (x-search-partial). */
  partial?: true;
  /** The search to answer instead when this one finds nothing (listProducts asks only then). */
  whenNone?: () => Promise<SearchPlan | undefined>;
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A buyer's search (PRODUCT.md §23, docs/decisions/034-search.md): every word must be found, in any
 * order, each anywhere in the product's texts (search-query.ts says how a word is found). When no
 * product holds every word: a word no product holds is read as the closest catalog word ("nitnol"
 * → nitinol, named in `didYouMean`); if still none holds them all, the products holding any of the
 * words, those holding more of them first.
 */
export async function searchMatches(db: Kysely<Database>, q: string): Promise<SearchPlan> {
  const words = parseSearch(q);
  if (words.length === 0) return substringMatches(db, q);
  const match = isPostgres(db) ? postgresWordMatch : sqliteWordMatch;
  // The common case costs one search: the rest runs only when no product holds every word.
  return { ...plan(match(words, 'all')), whenNone: () => searchWithoutAll(db, words) };
}

/** When no product holds every word: typos read as catalog words, then any of the words. */
async function searchWithoutAll(db: Kysely<Database>, words: SearchWord[]): Promise<SearchPlan | undefined> {
  const match = isPostgres(db) ? postgresWordMatch : sqliteWordMatch;
  const corrections = new Map<SearchWord, string>();
  const found: SearchWord[] = [];
  for (const word of words) {
    if (await any(db, match([word], 'all').ids)) {
      found.push(word);
      continue;
    }
    const closest = word.kind === 'text' ? await closestCatalogWord(db, word.phrase) : undefined;
    if (closest === undefined) continue;
    corrections.set(word, closest);
    found.push({ kind: 'text', raw: closest, phrase: closest, compact: closest });
  }
  if (found.length === 0) return undefined;
  const didYouMean = corrections.size > 0 ? { didYouMean: correctedQuery(words, corrections) } : {};
  const corrected = match(found, 'all');
  if (corrections.size > 0 && (await any(db, corrected.ids))) return { ...plan(corrected), ...didYouMean };
  return { ...plan(match(found, 'any')), ...didYouMean, partial: true };
}

async function any(db: Kysely<Database>, ids: RawBuilder<unknown>): Promise<boolean> {
  const { rows } = await byTrigramIndex(db, (read) =>
    sql`select 1 as hit from (${ids}) as found limit 1`.execute(read),
  );
  return rows.length > 0;
}

/**
 * Runs a read of PostgreSQL's `search_texts` (migration 039) with its plan on the trigram indexes.
 * The planner prices a LIKE like any operator, though over a description and its translations it
 * costs far more, so for a word it guesses a tenth of the products hold it read the whole table
 * instead (nitinol: 90 ms against 16 through the index at 100k; for a LIMIT 1 and a word no product
 * holds, a typo, 97 ms against 4). Measured on every query of the search bench, the index plan was
 * never slower, "ASTM" in 89% of the products included. `enable_seqscan` off (for this transaction
 * only) leaves the planner every other choice. SQLite's FTS5 leaves its planner no such choice.
 */
export function byTrigramIndex<T>(db: Kysely<Database>, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return read(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return read(trx);
  });
}

function plan(match: WordMatch): SearchPlan {
  const result: SearchPlan = {
    matches: sql<{ match_id: number }>`(${match.ids})`.as('m'),
    rank: match.rank,
    rankOnRow: true,
    rowWhere: match.rowWhere,
  };
  if (match.where) result.where = match.where;
  if (match.count) result.countSql = match.count;
  return result;
}

/**
 * The search before migration 031, for a query with no word left to look for (only punctuation or
 * words such as "the"): the text as one substring anywhere in name, about, SKU, grade, standard or
 * origin (migration 006's index).
 */
function substringMatches(db: Kysely<Database>, q: string): SearchPlan {
  if (isPostgres(db)) {
    const matches = sql<{ match_id: number; rank: number }>`(
      select id as match_id, strpos(search_text, ${q.toLowerCase()}) as rank
      from products where search_text like ${likePattern(q)} escape '\\'
    )`.as('m');
    return { matches, rank: sql<number>`m.rank`, rankOnRow: false };
  }
  if ([...q].length >= trigramMinLength) {
    const phrase = `"${q.replace(/"/g, '""')}"`;
    const matches = sql<{ match_id: number; rank: number }>`(
      select rowid as match_id, rank from products_search where products_search match ${phrase}
    )`.as('m');
    return { matches, rank: sql<number>`m.rank`, rankOnRow: false };
  }
  const pattern = likePattern(q);
  const like = (column: string) => sql`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
  const columns = ['name', 'about', 'sku', 'grade', 'standard', 'origin'].map(like);
  const matches = sql<{ match_id: number; rank: number }>`(
    select id as match_id, 0 as rank from products where ${sql.join(columns, sql` or `)}
  )`.as('m');
  return { matches, rank: sql<number>`m.rank`, rankOnRow: false };
}
