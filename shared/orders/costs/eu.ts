/** The EU's 27 member states by ISO 3166-1 alpha-2 (PRODUCT.md §16's rules 2 and 3), as of 2020. */
export const euMemberStates: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

export const isInEu = (country: string): boolean => euMemberStates.has(country);

/**
 * The ISO country of a VAT ID from its prefix: EU VAT IDs use ISO codes except Greece's `EL`
 * (VIES's spelling); `XI` (Northern Ireland's goods trade) is the UK, which is outside the EU.
 */
export function vatIdCountry(vatId: string): string {
  const prefix = vatId.trim().slice(0, 2).toUpperCase();
  if (prefix === 'EL') return 'GR';
  if (prefix === 'XI') return 'GB';
  return prefix;
}
