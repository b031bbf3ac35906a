import type { Metal } from '#shared/catalog/taxonomy.ts';

/**
 * The density of a demo product's alloy in g/cm³ (PRODUCT.md §15), read from its metal and grade:
 * the handbook values for the unalloyed metals (titanium 4.51, nickel 8.89, tungsten 19.25,
 * molybdenum 10.22, tantalum 16.65, niobium 8.57, nitinol 6.45) and for the alloys the catalog
 * names (Ti-6Al-4V 4.43, Inconel 625 8.44, tungsten heavy alloys 17.0–18.0, TZM 10.16, …).
 */
const alloys: readonly (readonly [RegExp, number])[] = [
  [/Ti-6Al-4V|Grade 5|Grade 23/i, 4.43],
  [/Ti-3Al-2\.5V|Grade 9/i, 4.48],
  [/Inconel 625/i, 8.44],
  [/Inconel 600/i, 8.47],
  [/Inconel 718/i, 8.19],
  [/Monel 400/i, 8.8],
  [/C-276/i, 8.89],
  [/Class 3 \(95% W/i, 18],
  [/Class 1 \(90% W/i, 17],
  [/W-5Re|W-26Re/i, 19.4],
  [/WL20|La2O3\)/i, 19],
  [/TZM/i, 10.16],
  [/Mo-La/i, 10.2],
  [/Ta-10W|R05255/i, 16.8],
  [/Ta-2\.5W|R05252/i, 16.7],
  [/C-103/i, 8.85],
  [/Nb-47Ti/i, 6],
];

const metals: Record<Metal, number> = {
  titanium: 4.51,
  nickel: 8.89,
  tungsten: 19.25,
  molybdenum: 10.22,
  tantalum: 16.65,
  niobium: 8.57,
  nitinol: 6.45,
};

export function densityOf(metal: Metal, grade: string | null | undefined): number {
  // Nitinol's grades mention Ni; its density is its own whatever the grade says.
  if (metal === 'nitinol') return metals.nitinol;
  return alloys.find(([pattern]) => pattern.test(grade ?? ''))?.[1] ?? metals[metal];
}
