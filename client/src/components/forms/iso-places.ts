import { iso31661, iso31662 } from 'iso-3166';

/*
 * The countries (ISO 3166-1) and their regions (ISO 3166-2) the address fieldset offers. Loaded
 * only when a fieldset is shown (use-iso-places.ts imports this module dynamically): the data is
 * kept out of the first load (ADR 005).
 */

export interface Place {
  code: string;
  name: string;
}

const byName = (a: Place, b: Place) => a.name.localeCompare(b.name);

export const countries: Place[] = iso31661
  .filter((country) => country.state === 'assigned')
  .map((country) => ({ code: country.alpha2, name: country.name }))
  .sort(byName);

const regionsByCountry = new Map<string, Place[]>();
for (const region of iso31662) {
  // A sub-subdivision's parent is its region, not the country: only the first level is offered.
  if (region.parent !== region.code.slice(0, 2)) continue;
  const list = regionsByCountry.get(region.parent) ?? [];
  list.push({ code: region.code, name: region.name });
  regionsByCountry.set(region.parent, list);
}
for (const list of regionsByCountry.values()) list.sort(byName);

/** The first-level regions of a country, by name; empty where it has none. */
export const regionsOf = (country: string): Place[] => regionsByCountry.get(country) ?? [];
