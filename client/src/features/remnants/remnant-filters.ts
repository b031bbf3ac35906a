import { forms, metals } from '#shared/catalog/taxonomy.ts';
import { type RemnantQuery, remnantQuerySchema } from '#shared/remnants/remnant.schema.ts';

/** The /remnants page's filters as the URL holds them (PRODUCT.md §20): text, '' when not set. */
export const filterNames = [
  'metal',
  'form',
  'grade',
  'productId',
  'sizeMin',
  'sizeMax',
  'lengthMin',
  'lengthMax',
] as const;
export type FilterName = (typeof filterNames)[number];
export type RemnantFilters = Record<FilterName, string>;

export function readFilters(params: URLSearchParams): RemnantFilters {
  return Object.fromEntries(filterNames.map((name) => [name, params.get(name)?.trim() ?? ''])) as RemnantFilters;
}

/** The URL's query for `filters`: only the ones set, in a fixed order (one address per list). */
export function writeFilters(filters: RemnantFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of filterNames) if (filters[name]) params.set(name, filters[name]);
  return params;
}

export const hasFilters = (filters: RemnantFilters): boolean => filterNames.some((name) => filters[name] !== '');

export const clearedFilters: RemnantFilters = Object.fromEntries(
  filterNames.map((name) => [name, '']),
) as RemnantFilters;

/**
 * GET /remnants's query for the filters, checked by the API's own schema: undefined when the API
 * would refuse it (a letter in a length, an upside-down range), so the page explains instead of
 * asking.
 */
export function toRemnantQuery(filters: RemnantFilters): RemnantQuery | undefined {
  const given = Object.fromEntries(
    filterNames.filter((name) => filters[name] !== '').map((name) => [name, filters[name]]),
  );
  const parsed = remnantQuerySchema.safeParse(given);
  return parsed.success ? parsed.data : undefined;
}

/** A metal or form the taxonomy knows, else '' (the select shows "All"). */
export const knownMetal = (value: string) => metals.find((metal) => metal === value) ?? '';
export const knownForm = (value: string) => forms.find((form) => form === value) ?? '';
