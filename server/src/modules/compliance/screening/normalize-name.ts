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

/**
 * A name as it is compared: lower case without accents, punctuation separating words, initials
 * written with dots or spaces joined ("P.M.B." is "pmb", "S.A." is "sa", then dropped as a legal
 * form), legal forms dropped, words sorted (word order does not count). Empty when nothing is left.
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
    let word = words[i]!;
    // Single letters in a row are one abbreviation, spelled out.
    let j = i + 1;
    while (word.length === 1 && j < words.length && words[j]!.length === 1) j++;
    if (j > i + 1) {
      word = words.slice(i, j).join('');
      i = j - 1;
    }
    if (!legalForms.has(word)) kept.push(word);
  }
  return kept.sort().join(' ');
}
