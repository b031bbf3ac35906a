import { type RawBuilder, sql } from 'kysely';
import type { SearchWord } from './search-query.ts';

/**
 * The SQL of a search's words on each engine, over migration 031's search texts: `ids` the matching
 * products, `ranked` the same with a rank (lower first), `count` a faster count when the engine
 * has one. `all`: every word must be found; `any`: at least one, more of them first.
 */
export interface WordMatch {
  ids: RawBuilder<{ match_id: number }>;
  ranked: RawBuilder<{ match_id: number; rank: number }>;
  count?: RawBuilder<{ count: number }>;
}
export type WordMode = 'all' | 'any';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${escapeLike(text)}%`;
const long = (text: string) => [...text].length >= 3;
/** A dimension as the key text writes it (" 25.4mm "), and a whole number (" 5 "). */
const dimension = (value: string) => ` ${value}mm `;
const wholeNumber = (value: string) => ` ${value} `;

const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The FTS5 query of one word, or undefined when it is too short for trigrams (then a LIKE). */
function ftsTerm(word: SearchWord): string | undefined {
  if (word.kind === 'number') {
    const forms = [dimension(word.value), ...(word.unitGiven ? [] : [wholeNumber(word.value)])];
    return `key : (${forms.map(ftsString).join(' OR ')})`;
  }
  if (!long(word.phrase)) return undefined;
  if (word.compact === word.phrase || !long(word.compact)) return ftsString(word.phrase);
  return `(${ftsString(word.phrase)} OR key : ${ftsString(word.compact)})`;
}

/** SQLite: FTS5 trigram MATCH (bm25, key text ten times the description), LIKE for short words. */
export function sqliteWordMatch(words: SearchWord[], mode: WordMode): WordMatch {
  const terms: string[] = [];
  const likes: RawBuilder<unknown>[] = [];
  for (const word of words) {
    const term = ftsTerm(word);
    if (term !== undefined) terms.push(term);
    else if (word.kind === 'text') {
      const pattern = contains(word.phrase);
      likes.push(sql`(key like ${pattern} escape '\\' or about like ${pattern} escape '\\')`);
    }
  }
  // An OR with a MATCH cannot take a LIKE beside it: in `any` mode short words count only alone.
  const useLikes = mode === 'all' || terms.length === 0;
  const joiner = mode === 'all' ? sql` and ` : sql` or `;
  const conditions: RawBuilder<unknown>[] = [];
  if (terms.length > 0) conditions.push(sql`products_find match ${terms.join(mode === 'all' ? ' AND ' : ' OR ')}`);
  if (useLikes && likes.length > 0) {
    const joined = sql.join(likes, joiner);
    conditions.push(terms.length > 0 ? joined : sql`(${joined})`);
  }
  const where = sql.join(conditions, sql` and `);
  const rank = terms.length > 0 ? sql`rank` : sql`0`;
  return {
    ids: sql`select rowid as match_id from products_find where ${where}`,
    ranked: sql`(select rowid as match_id, ${rank} as rank from products_find where ${where})`,
    count: sql`select count(*) as count from products_find where ${where}`,
  };
}

/** PostgreSQL: LIKE over the pg_trgm GIN-indexed search_key and search_about columns. */
export function postgresWordMatch(words: SearchWord[], mode: WordMode): WordMatch {
  const inKey = (word: SearchWord): RawBuilder<boolean> => {
    if (word.kind === 'number') {
      const forms = [dimension(word.value), ...(word.unitGiven ? [] : [wholeNumber(word.value)])];
      return sql<boolean>`(${sql.join(
        forms.map((form) => sql`search_key like ${contains(form)} escape '\\'`),
        sql` or `,
      )})`;
    }
    const key = sql`search_key like ${contains(word.phrase)} escape '\\'`;
    if (word.compact === word.phrase) return sql<boolean>`${key}`;
    return sql<boolean>`(${key} or search_key like ${contains(word.compact)} escape '\\')`;
  };
  const found = (word: SearchWord): RawBuilder<boolean> =>
    word.kind === 'number'
      ? inKey(word)
      : sql<boolean>`(${inKey(word)} or search_about like ${contains(word.phrase)} escape '\\')`;
  const where = sql.join(words.map(found), mode === 'all' ? sql` and ` : sql` or `);
  const count = (test: (word: SearchWord) => RawBuilder<boolean>) =>
    sql.join(
      words.map((word) => sql`(${test(word)})::int`),
      sql` + `,
    );
  // Words missing (any mode), then words found only in the description, then how early the first
  // word stands in the key text (the name comes first in it).
  const first = words[0]!;
  const firstText = first.kind === 'number' ? dimension(first.value) : first.phrase;
  const position = sql`coalesce(nullif(strpos(search_key, ${firstText}), 0), 9999)`;
  const n = sql.lit(words.length);
  const missing = mode === 'any' ? sql`(${n} - (${count(found)})) * 100000000 + ` : sql``;
  const rank = sql`${missing}(${n} - (${count(inKey)})) * 10000 + ${position}`;
  return {
    ids: sql`select id as match_id from products where ${where}`,
    ranked: sql`(select id as match_id, ${rank} as rank from products where ${where})`,
  };
}
