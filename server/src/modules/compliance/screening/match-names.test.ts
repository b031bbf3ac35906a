import { describe, expect, it } from 'vitest';
import { buildScreeningIndex, bestMatch, type ListEntry, similarity } from './match-names.ts';
import { normalizeName } from './normalize-name.ts';

const entityList = 'Entity List (EL) - Bureau of Industry and Security';
const sdn = 'Specially Designated Nationals (SDN) - Treasury Department';
const entry = (position: number, name: string, altNames: string[] = [], source = entityList): ListEntry => ({
  position,
  name,
  altNames,
  country: 'ZZ',
  source,
});
const list = [
  entry(1, 'ACME METALS LTD.', ['Acme Metal Trading']),
  entry(2, 'Blue Lantern Shipping Company', ['Blue Lantern Maritime'], sdn),
  entry(3, 'Östergrän Spezialmetalle'),
  entry(4, 'Vorlask Precision Machining Bureau', ['Vorlask PMB']),
];
const index = buildScreeningIndex(list);
const threshold = 0.85;
const screen = (name: string) => bestMatch(index, name, threshold);

/**
 * PRODUCT.md §19: ignoring case, word order and legal forms, punctuation separating words, and a
 * fuzzy match at or above the threshold (the store's default 0.85). The score is
 * 1 − Levenshtein distance ÷ the longer normalised name.
 */
describe('screening a name against the list (threshold 0.85)', () => {
  it('scores an exact name 1', () => {
    expect(screen('ACME METALS LTD.')).toEqual({ entry: list[0], matchedName: 'ACME METALS LTD.', score: 1 });
  });

  it('ignores word order and legal forms: "Metals Acme GmbH" is "ACME METALS LTD." (score 1)', () => {
    expect(normalizeName('Metals Acme GmbH')).toBe('acme metals');
    expect(normalizeName('ACME METALS LTD.')).toBe('acme metals');
    expect(screen('Metals Acme GmbH')).toEqual(expect.objectContaining({ entry: list[0], score: 1 }));
    expect(screen('Acme Metals S.A.')?.score).toBe(1);
  });

  it('reads punctuation as a word break: "Acme-Metals" scores 1', () => {
    expect(screen('Acme-Metals')).toEqual(expect.objectContaining({ entry: list[0], score: 1 }));
  });

  it('matches one changed letter in 11 ("Acme Metal": 1 − 1/11 = 0.909)', () => {
    expect(screen('Acme Metal')?.score).toBeCloseTo(10 / 11, 10);
    expect(screen('Acne Metals')?.score).toBeCloseTo(10 / 11, 10);
  });

  it('lets a near miss just under the threshold pass ("Akme Metalz": 1 − 2/11 = 0.818)', () => {
    expect(similarity(normalizeName('Akme Metalz'), normalizeName('ACME METALS LTD.'))).toBeCloseTo(9 / 11, 10);
    expect(screen('Akme Metalz')).toBeNull();
    // Three edits in 21 letters is 0.857, a match; four is 0.810, none.
    expect(screen('Blu Lanter Shiping Co')?.score).toBeCloseTo(18 / 21, 10);
    expect(screen('Blu Lanter Shipin')).toBeNull();
  });

  it('finds no match for a clean name', () => {
    expect(screen('Northwind Titanium Inc.')).toBeNull();
    expect(screen('Apex Metals')).toBeNull(); // 1 − 3/11 = 0.727
  });

  it('ignores accents: "Ostergran Spezialmetalle GmbH" is "Östergrän Spezialmetalle" (score 1)', () => {
    expect(screen('Ostergran Spezialmetalle GmbH')).toEqual(expect.objectContaining({ entry: list[2], score: 1 }));
  });

  it('matches an alternative name, and says which', () => {
    expect(screen('Vorlask P.M.B. Ltd')).toEqual({ entry: list[3], matchedName: 'Vorlask PMB', score: 1 });
    expect(screen('Blue Lantern Maritime LLC')).toEqual({
      entry: list[1],
      matchedName: 'Blue Lantern Maritime',
      score: 1,
    });
    // The primary name alone is too far from the short alias.
    expect(screen('Vorlask Precision Machining')).toBeNull();
  });

  it('joins initials written with dots or spaces, and drops them when they spell a legal form', () => {
    expect(normalizeName('Vorlask P.M.B.')).toBe('pmb vorlask');
    expect(normalizeName('O. D. Pelletier')).toBe('od pelletier');
    expect(normalizeName('Fonderia Rossi S.p.A.')).toBe('fonderia rossi');
    expect(normalizeName('Metaal Handel B. V.')).toBe('handel metaal');
  });

  it('answers nothing for a name of legal forms or punctuation only', () => {
    expect(screen('GmbH & Co. KG')).toBeNull();
    expect(screen('—')).toBeNull();
  });
});

/** A brute-force screen: every name of the list compared, as the filters must answer. */
function everyName(entries: readonly ListEntry[], name: string, limit: number) {
  const query = normalizeName(name);
  if (!query) return null;
  let best: { position: number; matchedName: string; score: number } | null = null;
  for (const candidate of entries) {
    for (const original of [candidate.name, ...candidate.altNames]) {
      const normalized = normalizeName(original);
      if (!normalized) continue;
      const score = similarity(query, normalized);
      if (score >= limit && (best === null || score > best.score)) {
        best = { position: candidate.position, matchedName: original, score };
      }
    }
  }
  return best;
}

describe('the length and letter-pair filters', () => {
  let state = 7;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const letters = 'aeioubcdgklmnrst ';
  const word = (size: number) =>
    Array.from({ length: size }, () => letters[Math.floor(next() * letters.length)]).join('');
  const generated = Array.from({ length: 400 }, (_, i) =>
    entry(i + 1, word(3 + Math.floor(next() * 25)), next() < 0.5 ? [word(4 + Math.floor(next() * 10))] : []),
  );
  const generatedIndex = buildScreeningIndex(generated);
  /** A listed name with a few letters changed, dropped or added. */
  const mutate = (text: string) => {
    let out = text;
    for (let edits = Math.floor(next() * 4); edits > 0; edits--) {
      const at = Math.floor(next() * (out.length + 1));
      const kind = Math.floor(next() * 3);
      const letter = letters[Math.floor(next() * letters.length)]!;
      out =
        kind === 0
          ? out.slice(0, at) + letter + out.slice(at + 1)
          : kind === 1
            ? out.slice(0, at) + out.slice(at + 1)
            : out.slice(0, at) + letter + out.slice(at);
    }
    return out;
  };

  it.each([0.5, 0.7, 0.85, 0.95, 1])(
    'never drop a name that reaches the threshold %s (the same best score as comparing every name)',
    (limit) => {
      let matched = 0;
      for (let i = 0; i < 300; i++) {
        const source = generated[Math.floor(next() * generated.length)]!;
        const name = i % 3 === 0 ? word(3 + Math.floor(next() * 25)) : mutate(source.name);
        const expected = everyName(generated, name, limit);
        const actual = bestMatch(generatedIndex, name, limit);
        expect(actual?.score ?? null, name).toBe(expected?.score ?? null);
        if (actual) matched++;
      }
      // The sample holds matches and misses alike, so both ways are checked.
      expect(matched).toBeGreaterThan(30);
      expect(matched).toBeLessThan(300);
    },
  );

  it('prefers the entry earlier in the file when two score the same', () => {
    const twins = buildScreeningIndex([entry(1, 'Corvastra Supplies'), entry(2, 'Corvastra Supplies Ltd')]);
    expect(bestMatch(twins, 'Corvastra Supplies', 0.85)?.entry.position).toBe(1);
  });
});
