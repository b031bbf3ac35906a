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

/**
 * The list, normalised once: every name and alternative name of every entry (in the file's order,
 * each entry's name before its alternatives), by the length of its normalised text, and an
 * inverted index of its letter pairs, so a name is compared only with names that could reach the
 * threshold.
 */
export interface ScreeningIndex {
  normalized: string[];
  originals: string[];
  entries: ListEntry[];
  /** Ids of the names of each normalised length. */
  byLength: Map<number, number[]>;
  /** For each letter pair and its occurrence in a name ("an#2": the second "an"), the names holding it. */
  postings: Map<string, Int32Array>;
  size: number;
}

export interface NameMatch {
  entry: ListEntry;
  /** The entry's name or alternative name that scored best. */
  matchedName: string;
  /** 1 − Levenshtein distance ÷ the longer normalised name: 1 is the same name. */
  score: number;
}

/**
 * A name's letter pairs, each with its occurrence number: two names share as many of these as
 * their pair multisets have in common.
 */
function pairTokens(text: string): string[] {
  const seen = new Map<string, number>();
  const tokens: string[] = [];
  for (let i = 0; i + 1 < text.length; i++) {
    const pair = text.slice(i, i + 2);
    const occurrence = (seen.get(pair) ?? 0) + 1;
    seen.set(pair, occurrence);
    tokens.push(`${pair}#${occurrence}`);
  }
  return tokens;
}

export function buildScreeningIndex(list: readonly ListEntry[]): ScreeningIndex {
  const normalized: string[] = [];
  const originals: string[] = [];
  const entries: ListEntry[] = [];
  const byLength = new Map<number, number[]>();
  const lists = new Map<string, number[]>();
  for (const entry of list) {
    for (const original of [entry.name, ...entry.altNames]) {
      const text = normalizeName(original);
      if (!text) continue;
      const id = normalized.length;
      normalized.push(text);
      originals.push(original);
      entries.push(entry);
      const bucket = byLength.get(text.length);
      if (bucket) bucket.push(id);
      else byLength.set(text.length, [id]);
      for (const token of pairTokens(text)) {
        const posting = lists.get(token);
        if (posting) posting.push(id);
        else lists.set(token, [id]);
      }
    }
  }
  const postings = new Map<string, Int32Array>();
  for (const [token, ids] of lists) postings.set(token, Int32Array.from(ids));
  return { normalized, originals, entries, byLength, postings, size: normalized.length };
}

/** The similarity of two normalised names, from 0 to 1. */
export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
}

/**
 * The letter pairs two names of these lengths share at least when their score reaches the
 * threshold: each edit changes at most 2 pairs (Ukkonen's q-gram lemma), and the score allows
 * ⌊(1 − threshold) × longer⌋ edits. At most 0: the count rules nothing out.
 */
function pairsNeeded(length: number, candidateLength: number, threshold: number): number {
  const longer = Math.max(length, candidateLength);
  const edits = Math.floor((1 - threshold) * longer + 1e-9);
  return longer - 1 - 2 * edits;
}

/** Names already compared for the current query, reused between calls (a screening runs to its end synchronously). */
let seen = new Uint32Array(0);
let queryNumber = 0;

/**
 * The best-scoring entry of the list for a name, when it scores at least `threshold`; else null.
 * Two filters that never drop a name that could reach the threshold, so the answer is the same as
 * comparing with every name (match-names.test.ts checks it against that): the length (the
 * distance is at least the difference of the lengths) and the letter pairs shared (pairsNeeded).
 * A name sharing at least `needed` of the query's n pairs holds one of any n − needed + 1 of
 * them: only the names listed under the query's rarest pairs are compared (prefix filtering).
 * Equal scores: the entry earlier in the file wins.
 */
export function bestMatch(index: ScreeningIndex, name: string, threshold: number): NameMatch | null {
  const query = normalizeName(name);
  if (!query) return null;
  const length = query.length;
  // score ≤ 1 − |Δlength| / longer, and longer ≥ both lengths.
  const low = Math.ceil(length * threshold - 1e-9);
  const high = threshold > 0 ? Math.floor(length / threshold + 1e-9) : Number.MAX_SAFE_INTEGER;

  let bestId = -1;
  let bestScore = -1;
  const consider = (id: number) => {
    const candidate = index.normalized[id]!;
    if (candidate.length < low || candidate.length > high) return;
    const score = similarity(query, candidate);
    if (score >= threshold && (score > bestScore || (score === bestScore && id < bestId))) {
      bestScore = score;
      bestId = id;
    }
  };

  // Lengths where the pair count cannot rule a name out are compared whole; the others through the postings.
  let fewestNeeded = Number.MAX_SAFE_INTEGER;
  for (const [candidateLength, bucket] of index.byLength) {
    if (candidateLength < low || candidateLength > high) continue;
    const needed = pairsNeeded(length, candidateLength, threshold);
    if (needed <= 0) for (const id of bucket) consider(id);
    else fewestNeeded = Math.min(fewestNeeded, needed);
  }
  if (fewestNeeded !== Number.MAX_SAFE_INTEGER) {
    const tokens = pairTokens(query);
    const rarest = tokens
      .map((token) => index.postings.get(token))
      .sort((a, b) => (a?.length ?? 0) - (b?.length ?? 0))
      .slice(0, tokens.length - fewestNeeded + 1);
    if (seen.length < index.size) seen = new Uint32Array(index.size);
    queryNumber = (queryNumber % 0xfffffffe) + 1;
    if (queryNumber === 1) seen.fill(0);
    for (const posting of rarest) {
      if (!posting) continue;
      for (let i = 0; i < posting.length; i++) {
        const id = posting[i]!;
        if (seen[id] === queryNumber) continue;
        seen[id] = queryNumber;
        if (pairsNeeded(length, index.normalized[id]!.length, threshold) > 0) consider(id);
      }
    }
  }
  if (bestId === -1) return null;
  return { entry: index.entries[bestId]!, matchedName: index.originals[bestId]!, score: bestScore };
}
