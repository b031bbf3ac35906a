/**
 * Legal forms a name is screened without (PRODUCT.md §19): "Acme Metals GmbH" and "ACME-METALS"
 * are the same party. Single words after punctuation became spaces; "s a" of "S.A." too.
 */
const legalForms = new Set([
  'ab',
  'ag',
  'as',
  'bv',
  'co',
  'company',
  'corp',
  'corporation',
  'cv',
  'gmbh',
  'inc',
  'incorporated',
  'jsc',
  'kft',
  'kg',
  'kk',
  'limited',
  'llc',
  'llp',
  'lp',
  'ltd',
  'nv',
  'oao',
  'ojsc',
  'ooo',
  'oy',
  'pjsc',
  'plc',
  'pte',
  'pty',
  'sa',
  'sarl',
  'sas',
  'spa',
  'sro',
  'srl',
  'zao',
]);

/** Two-letter forms written with dots ("S.A.", "B.V."): their letters, once joined, are a form. */
const spelledForms = new Set(['sa', 'bv', 'nv', 'ag', 'kg', 'as', 'ab', 'cv', 'spa', 'sarl', 'sas', 'srl', 'sro']);

/**
 * A name as it is compared: lower case without accents, punctuation separating words, legal forms
 * dropped, words sorted (word order does not count). Empty when nothing is left.
 */
export function normalizeName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    // Single letters spelling a form ("s", "a" of "S.A.") go with it.
    let spelled = '';
    let j = i;
    while (j < words.length && words[j]!.length === 1 && spelled.length < 4) spelled += words[j++];
    if (spelled.length > 1 && j > i + 1 && spelledForms.has(spelled)) {
      i = j - 1;
      continue;
    }
    if (!legalForms.has(words[i]!)) kept.push(words[i]!);
  }
  return kept.sort().join(' ');
}
