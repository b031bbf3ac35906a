import { distance } from 'fastest-levenshtein';
import { normalizeName } from './normalize-name.ts';

/** An entry of the denied-party list as matching needs it. */
export interface ListEntry {
  position: number;
  name: string;
  /** The entry's other names (the file's `alt_names`, split on `;`). */
  altNames: readonly string[];
  country: string;
  source: string;
}

interface IndexedName {
  normalized: string;
  original: string;
  entry: ListEntry;
}

/**
 * The list, normalised once: every name and alternative name of every entry, by the length of its
 * normalised text, so a name is compared only with names whose length could reach the threshold.
 */
export interface ScreeningIndex {
  byLength: Map<number, IndexedName[]>;
  size: number;
}

export interface NameMatch {
  entry: ListEntry;
  /** The entry's name or alternative name that scored best. */
  matchedName: string;
  /** 1 − Levenshtein distance ÷ the longer normalised name: 1 is the same name. */
  score: number;
}

export function buildScreeningIndex(entries: readonly ListEntry[]): ScreeningIndex {
  const byLength = new Map<number, IndexedName[]>();
  let size = 0;
  for (const entry of entries) {
    for (const original of [entry.name, ...entry.altNames]) {
      const normalized = normalizeName(original);
      if (!normalized) continue;
      const bucket = byLength.get(normalized.length) ?? [];
      bucket.push({ normalized, original, entry });
      byLength.set(normalized.length, bucket);
      size++;
    }
  }
  return { byLength, size };
}

/** The similarity of two normalised names, from 0 to 1. */
export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
}

/**
 * The best-scoring entry of the list for a name, when it scores at least `threshold`; else null.
 * The distance is at least the difference of the lengths, so lengths that cannot reach the
 * threshold are never compared: the answer is the same as comparing with every name.
 */
export function bestMatch(index: ScreeningIndex, name: string, threshold: number): NameMatch | null {
  const query = normalizeName(name);
  if (!query) return null;
  let best: NameMatch | null = null;
  const length = query.length;
  // score ≤ 1 − |Δlength| / longer, and longer ≥ both lengths.
  const low = Math.ceil(length * threshold);
  const high = threshold > 0 ? Math.floor(length / threshold) : Number.MAX_SAFE_INTEGER;
  for (const [candidateLength, bucket] of index.byLength) {
    if (candidateLength < low || candidateLength > high) continue;
    for (const candidate of bucket) {
      const score = similarity(query, candidate.normalized);
      if (score >= threshold && (best === null || score > best.score)) {
        best = { entry: candidate.entry, matchedName: candidate.original, score };
      }
    }
  }
  return best;
}
