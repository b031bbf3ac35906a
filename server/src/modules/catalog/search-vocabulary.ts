import { distance } from 'fastest-levenshtein';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { normalText } from './search-query.ts';

/**
 * The catalog's words for the typo check ("nitnol" → nitinol, PRODUCT.md §23): every word of four
 * letters or more in a product's name, grade, standard, form or metal, with how many products hold
 * it. Read from the database once and again only when `search_state.version` moved (migration 031's
 * triggers move it on every change of a product's words, from any process), so a stock change or
 * a price change costs nothing here.
 */
interface Vocabulary {
  version: number;
  words: Map<string, number>;
}

const vocabularies = new WeakMap<Kysely<Database>, Promise<Vocabulary>>();

async function currentVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ version: number }>`select version from search_state where id = 1`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

async function readVocabulary(db: Kysely<Database>, version: number): Promise<Vocabulary> {
  const rows = await db.selectFrom('products').select(['name', 'grade', 'standard', 'form', 'metal']).execute();
  const words = new Map<string, number>();
  for (const row of rows) {
    const seen = new Set(
      normalText(`${row.name} ${row.grade ?? ''} ${row.standard ?? ''} ${row.form} ${row.metal}`)
        .split(' ')
        .filter((w) => w.length >= 4 && /^[a-z]+$/.test(w)),
    );
    for (const word of seen) words.set(word, (words.get(word) ?? 0) + 1);
  }
  return { version, words };
}

async function vocabularyOf(db: Kysely<Database>): Promise<Vocabulary> {
  const version = await currentVersion(db);
  const kept = vocabularies.get(db);
  if (kept) {
    const vocabulary = await kept.catch(() => undefined);
    if (vocabulary?.version === version) return vocabulary;
  }
  const reading = readVocabulary(db, version);
  vocabularies.set(db, reading);
  return reading;
}

/** Edits allowed for a word of this length: none below four letters, one up to five, two beyond. */
const allowedEdits = (length: number) => (length < 4 ? 0 : length <= 5 ? 1 : 2);

/**
 * The catalog word closest to `word` within the allowed edits (fewest edits, then the word more
 * products hold), or undefined when none is close enough.
 */
export async function closestCatalogWord(db: Kysely<Database>, word: string): Promise<string | undefined> {
  const edits = allowedEdits(word.length);
  if (edits === 0 || !/^[a-z]+$/.test(word)) return undefined;
  const { words } = await vocabularyOf(db);
  let best: { word: string; edits: number; products: number } | undefined;
  for (const [candidate, products] of words) {
    if (Math.abs(candidate.length - word.length) > edits) continue;
    const d = distance(word, candidate);
    if (d === 0 || d > edits) continue;
    if (!best || d < best.edits || (d === best.edits && products > best.products))
      best = { word: candidate, edits: d, products };
  }
  return best?.word;
}
