import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '#shared/i18n/localized.ts';

/*
 * PRODUCT.md §18: English is the store's texts exactly as the specification quotes them. Every
 * text the product documents quote ('New produts', 'Name field is required ', 'You must place a
 * minimum of {minimum} pcs'; docs/product is the repository's copy of SPEC.md's contract) is a
 * text of an English catalog, verbatim: typos and trailing spaces included.
 */
const catalogFolder = new URL('../../../shared/messages/', import.meta.url);
const specFolder = new URL('../../../docs/product/', import.meta.url);

const leaves = (node: unknown): unknown[] =>
  typeof node === 'object' && node !== null && !Array.isArray(node) ? Object.values(node).flatMap(leaves) : [node];

/** Quoted texts that start with a capital letter, as the documents quote the store's texts. */
const quotedTexts = [
  ...new Set(
    readdirSync(specFolder)
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        [...readFileSync(new URL(file, specFolder), 'utf8').matchAll(/'([A-Z][^'\n]{3,}?)'(?=[\s,.;:)|]|$)/g)].map(
          (match) => match[1]!,
        ),
      ),
  ),
];

describe('the English catalogs', () => {
  let texts: Set<string>;
  let templates: ((...args: unknown[]) => unknown)[];

  beforeAll(async () => {
    for (const file of readdirSync(catalogFolder).filter((name) => name.endsWith('.ts'))) {
      await import(new URL(file, catalogFolder).href);
    }
    const english = domains.flatMap((domain) => leaves(domain.english)).flat();
    texts = new Set(english.filter((leaf): leaf is string => typeof leaf === 'string'));
    templates = english.filter((leaf): leaf is (...args: unknown[]) => unknown => typeof leaf === 'function');
  });

  it('hold every text the specification quotes, verbatim', () => {
    expect(quotedTexts.length).toBeGreaterThan(25);
    const missing = quotedTexts.filter((quoted) => {
      if (texts.has(quoted)) return false;
      // A text with a value in it ('… of {minimum} pcs'): some English text makes it from that value.
      if (!/\{\w+\}/.test(quoted)) return true;
      const expected = quoted.replace(/\{\w+\}/g, '7');
      return !templates.some((template) => {
        try {
          return template(7) === expected || template('7') === expected;
        } catch {
          return false;
        }
      });
    });
    expect(missing).toEqual([]);
  });
});
