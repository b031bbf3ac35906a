/**
 * The relevance set of the catalog search (PRODUCT.md §23, docs/decisions/034-search.md): buyer
 * queries on the demo catalog (server/src/db/seed) with the SKUs each must return first, in any
 * order among themselves, and the corrected query when a typo is read as a catalog word.
 * search-relevance.api.test.ts runs it on both engines; bench and the ADR quote its score.
 */
export interface RelevanceCase {
  q: string;
  first: string[];
  didYouMean?: string;
}

const ti6al4v = ['TI-GR5ELI-BAR-F136', 'TI-GR5-PLATE-B265', 'TI-GR5-BAR-B348', 'TI-GR5-BAR-M-B348'];
const tubes25 = ['TI-GR2-TUBE-B338', 'NI-M400-TUBE-B165', 'TA-10W-TUBE-B521'];
const tubes19 = ['NI-201-TUBE-B161', 'NI-200-TUBE-M-B161', 'NB-1ZR-TUBE-B394'];
const nitinol = [
  'NT-SE-WIRE-F2063',
  'NT-SE-TUBE-F2633',
  'NT-SHEET-F2063',
  'NT-BAR-F2063',
  'NT-SMA-COUPLING-12',
  'NT-SM-WIRE-AF70',
  'NT-HYPOTUBE-F2633',
  'NT-PLATE-F2063',
  'NT-NITINB-CONNECTOR-6',
  'NT-SE-WIRE-M-F2063',
];
const inconel = ['NI-IN625-BAR-B446', 'NI-IN600-WIRE-B166', 'NI-IN718-BAR-B637', 'NI-IN625-BAR-M-B446'];

export const relevanceCases: RelevanceCase[] = [
  // Words in any order, each anywhere in name, about, SKU, grade, standard or form.
  { q: 'titanium tube', first: ['TI-GR2-TUBE-B338', 'TI-GR2-TUBE-M-B338', 'TI-GR9-TUBE-B338'] },
  { q: 'hydraulic tube titanium', first: ['TI-GR9-TUBE-B338'] },
  { q: 'monel tube', first: ['NI-M400-TUBE-B165'] },
  { q: 'tantalum wire', first: ['TA-WIRE-F560'] },
  { q: 'niobium sheet', first: ['NB-R04200-SHEET-B393'] },
  { q: 'molybdenum tube', first: ['MO-PURE-TUBE-SEAM'] },
  { q: 'moly sheet', first: ['MO-PURE-SHEET-B386', 'MO-LA-SHEET', 'MO-SHEET-OFFCUT-KG'] },
  { q: 'inconel 625', first: ['NI-IN625-BAR-B446', 'NI-IN625-BAR-M-B446'] },
  { q: 'nickel 200', first: ['NI-200-SHEET-B162', 'NI-200-TUBE-M-B161'] },
  { q: 'Ni 201 wire', first: ['NI-201-WIRE-M-B160'] },
  { q: 'grade 5 titanium bar', first: ['TI-GR5-BAR-B348', 'TI-GR5-BAR-M-B348'] },
  {
    q: 'grade 2 titanium',
    first: ['TI-GR2-TUBE-B338', 'TI-GR2-ELBOW-B363', 'TI-GR2-TUBE-M-B338', 'TI-GR2-RODENDS-KG'],
  },
  { q: 'tantalum plate', first: ['TA-R05200-PLATE-B708', 'TA-R05200-SHEET-B708'] },
  { q: 'thermocouple wire', first: ['W-RE-TC-WIRE-E696'] },
  { q: 'tungsten electrode', first: ['W-WL20-ELECTRODE-A512'] },
  { q: 'heavy alloy', first: ['W-HA-PLATE-B777-C3', 'W-HA-BAR-B777-C1'] },
  { q: 'tantalum elbow', first: ['TA-R05200-ELBOW'] },
  { q: 'elbow', first: ['TI-GR2-ELBOW-B363', 'NI-M400-ELBOW-B366', 'TA-R05200-ELBOW'] },
  { q: 'tee', first: ['NB-R04200-TEE', 'NI-C276-TEE-B366'] },
  { q: 'superelastic wire', first: ['NT-SE-WIRE-F2063', 'NT-SE-WIRE-M-F2063'] },
  { q: 'shape memory wire', first: ['NT-SM-WIRE-AF70'] },
  { q: 'hypotube', first: ['NT-HYPOTUBE-F2633'] },
  { q: 'rod ends', first: ['TA-RODENDS-KG', 'TI-GR2-RODENDS-KG'] },
  { q: 'offcuts', first: ['W-SHEET-OFFCUT-KG', 'MO-SHEET-OFFCUT-KG', 'NB-PLATE-OFFCUT-KG'] },
  { q: 'M10 bolt', first: ['MO-FASTENER-M10'] },
  // Grades, standards and SKUs, whole or in part.
  { q: 'B338', first: ['TI-GR2-TUBE-B338', 'TI-GR9-TUBE-B338', 'TI-GR2-TUBE-M-B338'] },
  { q: 'F2063 wire', first: ['NT-SE-WIRE-F2063', 'NT-SE-WIRE-M-F2063', 'NT-SM-WIRE-AF70'] },
  { q: 'AMS 4945', first: ['TI-GR9-TUBE-B338'] },
  { q: 'TZM', first: ['MO-TZM-PLATE-B386', 'MO-TZM-BAR-B387'] },
  { q: 'WL20', first: ['W-WL20-ELECTRODE-A512'] },
  // Alloy names with or without hyphens and spaces.
  { q: 'Ti 6Al 4V', first: ti6al4v },
  { q: 'Ti6Al4V', first: ti6al4v },
  { q: 'ti-6al-4v', first: ti6al4v },
  { q: 'hastelloy c276', first: ['NI-C276-PLATE-B575', 'NI-C276-TEE-B366'] },
  { q: 'C-276 plate', first: ['NI-C276-PLATE-B575'] },
  { q: 'nb1zr', first: ['NB-1ZR-TUBE-B394'] },
  { q: 'Ta 10W tube', first: ['TA-10W-TUBE-B521'] },
  // Dimensions as numbers, with the unit when given.
  { q: 'tube 25.4', first: tubes25 },
  { q: '1 in tube', first: tubes25 },
  { q: '0.5 mm wire', first: ['NT-SE-WIRE-F2063', 'TA-WIRE-F560', 'NT-SE-WIRE-M-F2063'] },
  { q: 'tube 19.05', first: tubes19 },
  { q: '0.75" tube', first: tubes19 },
  { q: 'wire 0.25', first: ['NT-SM-WIRE-AF70', 'W-RE-TC-WIRE-E696'] },
  { q: 'molybdenum rod 10 mm', first: ['MO-ROD-M-B387'] },
  { q: 'tantalum rod 10', first: ['TA-R05400-ROD-B365'] },
  // Misspelt words read as the catalog word.
  { q: 'nitnol', first: nitinol, didYouMean: 'nitinol' },
  { q: 'tungstn rod', first: ['W-PURE-ROD-B760', 'W-ROD-M-B777'], didYouMean: 'tungsten rod' },
  { q: 'inconnel', first: inconel, didYouMean: 'inconel' },
  { q: 'tantallum plate', first: ['TA-R05200-PLATE-B708', 'TA-R05200-SHEET-B708'], didYouMean: 'tantalum plate' },
  {
    q: 'molybdenun sheet',
    first: ['MO-PURE-SHEET-B386', 'MO-LA-SHEET', 'MO-SHEET-OFFCUT-KG'],
    didYouMean: 'molybdenum sheet',
  },
];

/** Whether the first results are exactly the expected products, in any order among themselves. */
export function returnsFirst(skus: readonly string[], expected: readonly string[]): boolean {
  const head = new Set(skus.slice(0, expected.length));
  return head.size === expected.length && expected.every((sku) => head.has(sku));
}
