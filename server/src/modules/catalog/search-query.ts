import { searchSeparators } from '../../db/migrations/031-search.ts';

/**
 * A buyer's query read as words (docs/decisions/034-search.md). Each word must be found somewhere
 * in a product's search texts (migration 031), in any order:
 * - text: `phrase` anywhere (inside words too, as before: "B33" finds B338), or `compact`, the word
 *   without separators, in the key text's run-together part ("Ti6Al4V" finds Ti-6Al-4V);
 * - number: a dimension of that many millimetres (" 25.4mm"), or, without a unit, the number as a
 *   whole word (" 5 " of "Grade 5"); "0.5 mm", "0.5mm", "1 in", '1"' are dimensions in mm.
 */
export type SearchWord =
  | { kind: 'text'; raw: string; phrase: string; compact: string }
  | { kind: 'number'; raw: string; value: string; unitGiven: boolean };

const separators = new Set(searchSeparators);
/** Millimetres per unit a buyer may type after a number. */
const units: Record<string, number> = { mm: 1, cm: 10, in: 25.4, inch: 25.4, inches: 25.4, '"': 25.4 };
/** Words that say nothing about a product; dropped unless the query is nothing else. */
const stopWords = new Set(['a', 'an', 'and', 'for', 'of', 'the', 'with', 'in', 'x', 'od', 'dia', 'ø', '⌀']);

/** Lower case, accents off, every separator a space: the same rule as the index's texts. */
export function normalText(text: string): string {
  let out = '';
  for (const c of text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()) out += separators.has(c) ? ' ' : c;
  return out;
}

const numberPattern = /^(\d+(?:\.\d+)?|\.\d+)(mm|cm|in|inch|inches|")?$/;

/** A number as the index writes dimensions: JSON's shortest form, as JavaScript prints it. */
export function canonicalNumber(value: number): string {
  return String(Number(value.toFixed(4)));
}

export function parseSearch(q: string): SearchWord[] {
  const raws = q
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\d)\s*(″|''|")/g, '$1" ')
    .split(/\s+/)
    .filter(Boolean);
  const words: SearchWord[] = [];
  for (let i = 0; i < raws.length; i++) {
    const raw = raws[i]!;
    const number = numberPattern.exec(raw);
    if (number) {
      let unit = number[2];
      if (!unit && raws[i + 1] !== undefined && units[raws[i + 1]!] !== undefined) unit = raws[++i];
      const mm = Number(number[1]) * (unit ? units[unit]! : 1);
      words.push({
        kind: 'number',
        raw: unit ? `${number[1]} ${unit}` : raw,
        value: canonicalNumber(mm),
        unitGiven: !!unit,
      });
      continue;
    }
    const phrase = normalText(raw).trim().replace(/\s+/g, ' ');
    if (!phrase || stopWords.has(phrase)) continue;
    words.push({ kind: 'text', raw, phrase, compact: phrase.replace(/ /g, '') });
  }
  return words;
}

/** The query as the buyer would have typed it with `corrections` (raw word → catalog word) made. */
export function correctedQuery(words: SearchWord[], corrections: Map<SearchWord, string>): string {
  return words.map((w) => corrections.get(w) ?? w.raw).join(' ');
}
