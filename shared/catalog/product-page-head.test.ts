import { describe, expect, it } from 'vitest';
import { productDescription, summarize } from './product-page-head.ts';

describe("a product page's description", () => {
  it('reads grade, standard and the text, skipping what the product lacks', () => {
    expect(productDescription({ grade: 'Grade 2', standard: 'ASTM B338', about: 'Seamless tube.' })).toBe(
      'Grade 2 · ASTM B338 · Seamless tube.',
    );
    expect(productDescription({ grade: null, standard: 'ASTM B365', about: 'Tantalum rod.' })).toBe(
      'ASTM B365 · Tantalum rod.',
    );
    expect(productDescription({ grade: null, standard: null, about: ' Wire,\n bright ' })).toBe('Wire, bright');
  });

  it('cuts a long one at a word, within 160 characters, with an ellipsis and no dangling punctuation', () => {
    const long = 'Annealed tantalum sheet for reactor linings, '.repeat(10);
    const cut = summarize(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/[a-z]…$/);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(summarize('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`);
    expect(summarize('x'.repeat(160))).toBe('x'.repeat(160));
    expect(summarize('ab cd', 4)).toBe('ab…');
    // At the last whole word, unless that would keep less than half.
    expect(summarize('aaaa bbbb cccc', 12)).toBe('aaaa bbbb…');
    expect(summarize('abc defgh', 6)).toBe('abc d…');
    expect(summarize('aaaa bbbb.., cccc', 14)).toBe('aaaa bbbb…');
  });
});
