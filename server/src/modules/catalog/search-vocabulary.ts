import { distance } from 'fastest-levenshtein';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The catalog's words for the typo check ("nitnol" → nitinol, PRODUCT.md §23): every word of four
 * letters or more in a product's name, grade, standard, form or metal, with how many products hold
 * it, kept by the database in `search_words` on every write (migration 034). A check reads only the
 * words whose length is within the allowed edits of its own, so it costs the same just after a
 * catalog change, and a product added a moment ago lends its words to the next search.
 */

/** Edits allowed for a word of this length: none below four letters, one up to five, two beyond. */
const allowedEdits = (length: number) => (length < 4 ? 0 : length <= 5 ? 1 : 2);

/**
 * The catalog word closest to `word` within the allowed edits (fewest edits, then the word more
 * products hold), or undefined when none is close enough.
 */
export async function closestCatalogWord(db: Kysely<Database>, word: string): Promise<string | undefined> {
  const edits = allowedEdits(word.length);
  if (edits === 0 || !/^[a-z]+$/.test(word)) return undefined;
  // `length(word)` is the index of migration 034 (the words are a–z only: characters are bytes).
  const { rows } = await sql<{ word: string; products: number }>`
    select word, products from search_words
    where length(word) between ${word.length - edits} and ${word.length + edits}`.execute(db);
  let best: { word: string; edits: number; products: number } | undefined;
  for (const { word: candidate, products } of rows) {
    const d = distance(word, candidate);
    if (d === 0 || d > edits) continue;
    const held = Number(products);
    if (!best || d < best.edits || (d === best.edits && held > best.products))
      best = { word: candidate, edits: d, products: held };
  }
  return best?.word;
}
