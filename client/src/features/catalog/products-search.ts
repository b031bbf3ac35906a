import { type Form, forms, type Metal, metals } from '#shared/catalog/taxonomy.ts';
import { type ProductSort, productSorts } from '#shared/catalog/product-query.ts';
import {
  type DimensionBoundKey,
  dimensionBoundKeys,
  type ProductQueryInput,
  productQuerySchema,
} from '#shared/catalog/product-query.schema.ts';

/** Products per page of /ProductsCart: 8 rows of 3 on large screens. */
export const productsPageSize = 24;
/** The server refuses longer searches (product-query.schema.ts). */
const searchMax = 100;
/** The server refuses longer grades and standards; a size is a short number. */
const facetMax = 80;
const sizeTextMax = 12;

export type ProductsView = 'grid' | 'list';

/**
 * What the products page shows, as kept in its URL
 * (?q=&metal=&form=&grade=&standard=&inStock=true&sizeMin=&sizeMax=&odMin=…&lengthMax=&sort=&view=list&page=).
 * Sizes stay text as typed, so a half-typed "1." is not rewritten under the visitor's fingers.
 */
export interface ProductFilters extends Record<DimensionBoundKey, string> {
  q: string;
  metal: Metal | '';
  form: Form | '';
  grade: string;
  standard: string;
  inStock: boolean;
  sizeMin: string;
  sizeMax: string;
  sort: ProductSort | '';
  view: ProductsView;
  page: number;
}

/** Every dimension range empty (PRODUCT.md §23). */
const noDimensionBounds = Object.fromEntries(dimensionBoundKeys.map((key) => [key, ''])) as Record<
  DimensionBoundKey,
  string
>;

/** What "Clear filters" resets: everything that narrows the list; the view stays as chosen. */
export const clearedFilters = {
  ...noDimensionBounds,
  q: '',
  metal: '',
  form: '',
  grade: '',
  standard: '',
  inStock: false,
  sizeMin: '',
  sizeMax: '',
  sort: '',
} satisfies Partial<ProductFilters>;

/** The plain page: no search, no filter, the catalog order, cards, page 1. */
export const emptyFilters: ProductFilters = { ...clearedFilters, view: 'grid', page: 1 };

const isMetal = (value: string): value is Metal => (metals as readonly string[]).includes(value);
const isForm = (value: string): value is Form => (forms as readonly string[]).includes(value);
const isSort = (value: string): value is ProductSort => (productSorts as readonly string[]).includes(value);

/**
 * Reads the URL leniently for the controls: a value they cannot show falls back to its default.
 * Whether the URL is valid at all is `urlFiltersValid`'s question (the page then shows why not).
 */
export function readFilters(params: URLSearchParams): ProductFilters {
  const text = (key: string, max: number) => (params.get(key) ?? '').slice(0, max);
  const metal = params.get('metal') ?? '';
  const form = params.get('form') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: text('q', searchMax),
    metal: isMetal(metal) ? metal : '',
    form: isForm(form) ? form : '',
    grade: text('grade', facetMax).trim(),
    standard: text('standard', facetMax).trim(),
    inStock: params.get('inStock') === 'true',
    sizeMin: text('sizeMin', sizeTextMax).trim(),
    sizeMax: text('sizeMax', sizeTextMax).trim(),
    ...(Object.fromEntries(dimensionBoundKeys.map((key) => [key, text(key, sizeTextMax).trim()])) as Record<
      DimensionBoundKey,
      string
    >),
    sort: isSort(sort) ? sort : '',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's keys that GET /products/ validates, checked with the very schema the server uses. */
const queryKeys = [
  'q',
  'metal',
  'form',
  'grade',
  'standard',
  'inStock',
  'sizeMin',
  'sizeMax',
  ...dimensionBoundKeys,
  'sort',
] as const;

/**
 * False when a hand-edited or stale URL asks for what the catalog cannot answer (an unknown
 * metal, a sort that does not exist, an inverted or negative size range…): the page then shows
 * an empty state with "Clear filters" instead of guessing, and never asks the API.
 */
export function urlFiltersValid(params: URLSearchParams): boolean {
  const query: Record<string, string> = {};
  for (const key of queryKeys) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') query[key] = value;
  }
  const view = params.get('view');
  if (view !== null && view !== 'grid' && view !== 'list') return false;
  return productQuerySchema.safeParse(query).success;
}

/** Writes only what differs from the defaults, so the plain page keeps the plain URL. */
export function writeFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.metal) params.set('metal', filters.metal);
  if (filters.form) params.set('form', filters.form);
  if (filters.grade.trim()) params.set('grade', filters.grade.trim());
  if (filters.standard.trim()) params.set('standard', filters.standard.trim());
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.sizeMin.trim()) params.set('sizeMin', filters.sizeMin.trim());
  if (filters.sizeMax.trim()) params.set('sizeMax', filters.sizeMax.trim());
  for (const key of dimensionBoundKeys) if (filters[key].trim()) params.set(key, filters[key].trim());
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.view === 'list') params.set('view', 'list');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** True when anything narrows or reorders the list (then "Clear filters" is offered). */
export function hasFilters(filters: ProductFilters): boolean {
  return Boolean(
    filters.q.trim() ||
    filters.metal ||
    filters.form ||
    filters.grade ||
    filters.standard ||
    filters.inStock ||
    filters.sizeMin ||
    filters.sizeMax ||
    dimensionBoundKeys.some((key) => filters[key]) ||
    filters.sort,
  );
}

/** The GET /products/ query for one page of the filtered list. */
export function toProductQuery(filters: ProductFilters): ProductQueryInput {
  return {
    limit: productsPageSize,
    offset: (filters.page - 1) * productsPageSize,
    ...toFilterQuery(filters),
  };
}

/** The filters alone (no paging): what GET /products/facets answers for. */
export function toFilterQuery(filters: ProductFilters): ProductQueryInput {
  const q = filters.q.trim();
  const bounds = dimensionBoundKeys.flatMap((key) => (filters[key] ? [[key, Number(filters[key])]] : []));
  return {
    ...(q ? { q } : {}),
    ...(filters.metal ? { metal: filters.metal } : {}),
    ...(filters.form ? { form: filters.form } : {}),
    ...(filters.grade ? { grade: filters.grade } : {}),
    ...(filters.standard ? { standard: filters.standard } : {}),
    ...(filters.inStock ? { inStock: 'true' as const } : {}),
    ...(filters.sizeMin ? { sizeMin: Number(filters.sizeMin) } : {}),
    ...(filters.sizeMax ? { sizeMax: Number(filters.sizeMax) } : {}),
    ...(Object.fromEntries(bounds) as Partial<Record<DimensionBoundKey, number>>),
    ...(filters.sort ? { sort: filters.sort } : {}),
  };
}

/** Number of pages for `total` products; an empty result still has page 1 of 1. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / productsPageSize));
}
