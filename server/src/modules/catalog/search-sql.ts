import { type RawBuilder, sql } from 'kysely';
import type { SearchWord } from './search-query.ts';

/**
 * The SQL of a search's words on each engine, over migration 031's search texts: `ids` the matching
 * products, `rank` their order, read from the products row the listing reads anyway, `count` a
 * faster count when the engine has one. `all`: every word must be found; `any`: at least one, more of them first.
 */
export interface WordMatch {
  ids: RawBuilder<{ match_id: number }>;
  /** Over products.search_key and search_about, in the listing's own query (lower first). */
  rank: RawBuilder<number>;
  /**
   * The same matches as a condition on the products row, for an engine that reads them from it:
   * PostgreSQL then reads each match's row once, not once for `ids` and again for the listing.
   */
  where?: RawBuilder<boolean>;
  /**
   * The matches as a condition on the products row on every engine (PostgreSQL's `where`, SQLite's
   * instr() over the same texts the FTS5 index holds): for a listing that walks an order's index and
   * stops at its page (listing-plan.ts) rather than reading every match.
   */
  rowWhere: RawBuilder<boolean>;
  count?: RawBuilder<{ count: number }>;
}
export type WordMode = 'all' | 'any';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${escapeLike(text)}%`;
const long = (text: string) => [...text].length >= 3;
/**
 * The text a word is looked for as: a word under three characters as the start of a word ("ti" finds
 * titanium and Ti-6Al-4V, not "properties"; "ni" nickel and Ni 201), since a buyer who types two
 * letters types a symbol or an abbreviation, and two letters inside words match most of a catalog.
 * Both texts start with a space, so the first word of either is a word start too.
 */
const textForm = (phrase: string) => (long(phrase) ? phrase : ` ${phrase}`);
/** A dimension as the key text writes it (" 25.4mm "), and a whole number (" 5 "). */
const dimension = (value: string) => ` ${value}mm `;
const wholeNumber = (value: string) => ` ${value} `;

const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The FTS5 query of one word, or undefined when it is too short for trigrams (then a LIKE). */
function ftsTerm(word: SearchWord): string | undefined {
  if (word.kind === 'number') {
    const forms = [dimension(word.value), ...(word.unitGiven ? [] : [wholeNumber(word.value)])];
    return `search_key : (${forms.map(ftsString).join(' OR ')})`;
  }
  const form = textForm(word.phrase);
  if (!long(form)) return undefined;
  if (word.compact === word.phrase || !long(word.compact)) return ftsString(form);
  return `(${ftsString(form)} OR search_key : ${ftsString(word.compact)})`;
}

/**
 * The rank both engines give (lower first): words missing (`any` mode only), then words found only
 * in the description, then neighbouring words of the query not standing together in the key text
 * ("grade 2 titanium": Grade 2 above a Grade 1 wire of 2 mm), then how early the first word stands
 * in the key text (the name comes first in it); ties keep the catalog order.
 * `position(text)` is the engine's strpos/instr in the key text.
 */
function rankOf(
  words: SearchWord[],
  mode: WordMode,
  inKey: (word: SearchWord) => RawBuilder<boolean>,
  found: (word: SearchWord) => RawBuilder<boolean>,
  position: (text: string) => RawBuilder<number>,
): RawBuilder<number> {
  const count = (tests: RawBuilder<boolean>[]) =>
    tests.length === 0
      ? sql`0`
      : sql.join(
          tests.map((test) => sql`(case when ${test} then 1 else 0 end)`),
          sql` + `,
        );
  const first = words[0]!;
  const firstText = first.kind === 'number' ? ` ${first.value}` : textForm(first.phrase);
  const n = sql.lit(words.length);
  const pairs = words
    .slice(1)
    .map((word, i) => ` ${pairText(words[i]!)} ${pairText(word)}${word.kind === 'number' ? ' ' : ''}`)
    .map((pair) => sql<boolean>`${position(pair)} > 0`);
  const missing = mode === 'any' ? sql`(${n} - (${count(words.map(found))})) * 100000000 + ` : sql``;
  return sql<number>`${missing}(${n} - (${count(words.map(inKey))})) * 1000000 + (${sql.lit(pairs.length)} - (${count(pairs)})) * 10000 + coalesce(nullif(${position(firstText)}, 0), 9999)`;
}

/** A word as it stands next to another in the key text: a number as written, a word as typed. */
const pairText = (word: SearchWord) =>
  word.kind === 'number' ? `${word.value}${word.unitGiven ? 'mm' : ''}` : word.phrase;

/** The texts a word is found as in the key text (the description takes `phrase` only). */
function keyForms(word: SearchWord): string[] {
  if (word.kind === 'number') return [dimension(word.value), ...(word.unitGiven ? [] : [wholeNumber(word.value)])];
  const form = textForm(word.phrase);
  return word.compact === word.phrase ? [form] : [form, word.compact];
}

/**
 * SQLite: FTS5 trigram MATCH finds the products (LIKE for words under three characters); the rank
 * is read from the matches' texts with instr(), as PostgreSQL's is.
 */
export function sqliteWordMatch(words: SearchWord[], mode: WordMode): WordMatch {
  const terms: string[] = [];
  const likes: RawBuilder<unknown>[] = [];
  for (const word of words) {
    const term = ftsTerm(word);
    if (term !== undefined) terms.push(term);
    else if (word.kind === 'text') {
      const pattern = contains(textForm(word.phrase));
      likes.push(sql`(p.search_key like ${pattern} escape '\\' or p.search_about like ${pattern} escape '\\')`);
    }
  }
  // An OR with a MATCH cannot take a LIKE beside it: in `any` mode short words count only alone.
  const useLikes = mode === 'all' || terms.length === 0;
  const joiner = mode === 'all' ? sql` and ` : sql` or `;
  const conditions: RawBuilder<unknown>[] = [];
  if (terms.length > 0) conditions.push(sql`products_find match ${terms.join(mode === 'all' ? ' AND ' : ' OR ')}`);
  const withLikes = useLikes && likes.length > 0;
  if (withLikes) {
    const joined = sql.join(likes, joiner);
    conditions.push(terms.length > 0 ? joined : sql`(${joined})`);
  }
  const where = sql.join(conditions, sql` and `);
  const onRow = words.filter((word) => ftsTerm(word) !== undefined || useLikes);
  // A LIKE reads the texts from the products row itself: through the FTS5 table's external content
  // each match's row was read once more per column (a third of "Ti 6Al 4V"'s time at 100k).
  const from =
    terms.length === 0
      ? sql`products p`
      : withLikes
        ? sql`products_find join products p on p.id = products_find.rowid`
        : sql`products_find`;
  const id = terms.length === 0 || withLikes ? sql`p.id` : sql`products_find.rowid`;
  return {
    ids: sql`select ${id} as match_id from ${from} where ${where}`,
    rank: productsRank(words, mode, 'instr'),
    rowWhere: sql<boolean>`(${sql.join(onRow.map(foundOnRow('instr')), joiner)})`,
    count: sql`select count(*) as count from ${from} where ${where}`,
  };
}

type Position = 'instr' | 'strpos';

/** instr() on SQLite, strpos() on PostgreSQL (same arguments) over a search text of the products row. */
const at = (position: Position) => (column: string, text: string) =>
  sql<number>`${sql.raw(position)}(${sql.ref(`products.${column}`)}, ${text})`;

const inKeyOnRow = (position: Position) => (word: SearchWord) =>
  sql<boolean>`(${sql.join(
    keyForms(word).map((form) => sql`${at(position)('search_key', form)} > 0`),
    sql` or `,
  )})`;

/** A word found in the products row's texts, as the FTS5 and trigram indexes find it. */
const foundOnRow = (position: Position) => (word: SearchWord) =>
  word.kind === 'number'
    ? inKeyOnRow(position)(word)
    : sql<boolean>`(${inKeyOnRow(position)(word)} or ${at(position)('search_about', textForm(word.phrase))} > 0)`;

/** The rank over the products row. */
function productsRank(words: SearchWord[], mode: WordMode, position: Position): RawBuilder<number> {
  return rankOf(words, mode, inKeyOnRow(position), foundOnRow(position), (text) => at(position)('search_key', text));
}

/**
 * PostgreSQL: LIKE over the pg_trgm GIN-indexed search_key and search_about columns, of migration
 * 039's narrow `search_texts` to find the matches (`ids`), of the products row beside filters.
 */
export function postgresWordMatch(words: SearchWord[], mode: WordMode): WordMatch {
  const inKey = (word: SearchWord) =>
    sql<boolean>`(${sql.join(
      keyForms(word).map((form) => sql`search_key like ${contains(form)} escape '\\'`),
      sql` or `,
    )})`;
  const found = (word: SearchWord) =>
    word.kind === 'number'
      ? inKey(word)
      : sql<boolean>`(${inKey(word)} or search_about like ${contains(textForm(word.phrase))} escape '\\')`;
  const where = sql.join(words.map(found), mode === 'all' ? sql` and ` : sql` or `);
  return {
    // The same texts in migration 039's narrow table: a third of the pages for a common word's check.
    ids: sql`select id as match_id from search_texts where ${where}`,
    rank: productsRank(words, mode, 'strpos'),
    where: sql<boolean>`(${where})`,
    rowWhere: sql<boolean>`(${where})`,
  };
}
