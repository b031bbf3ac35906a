import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const source = path.resolve(import.meta.dirname, '../../../client/src');
const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
);

describe('lazily loaded code', () => {
  it('brings its texts in the page’s language: every dynamic import goes through withTexts or lazyPage', () => {
    // A chunk imported otherwise would render its catalogs in English on a German page.
    const bare = files.flatMap((file) =>
      [
        ...readFileSync(path.join(source, file), 'utf8').matchAll(
          /(?<!withTexts\(\s*|lazyPage\(\s*\(\) =>\s*)\bimport\('(?!\.\/translation-files)/g,
        ),
      ].map(() => file),
    );
    expect(bare).toEqual([]);
  });
});
