import { displayName } from '../i18n/format.ts';

/*
 * A product's export facts as people read them (PRODUCT.md §19): the product page's
 * specification, and any document that prints them.
 */

/** "81089030" → "8108.90.30": the heading, then the subheadings in pairs, as tariffs print them. */
export function formatHsCode(digits: string): string {
  const pairs = digits.slice(4).match(/\d{1,2}/g) ?? [];
  return [digits.slice(0, 4), ...pairs].join('.');
}

/** "DE" → "Germany (DE)" ("Deutschland (DE)" in German); the code alone where the runtime has no name for it. */
export function countryWithCode(code: string): string {
  let name: string | undefined;
  try {
    name = displayName(code, 'region');
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : code;
}
