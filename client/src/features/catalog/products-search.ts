import { type Form, forms, type Metal, metals } from '#shared/catalog/taxonomy.ts';
import type { ProductQueryInput } from '#shared/catalog/product-query.schema.ts';

/** Products per page of /ProductsCart: 8 rows of 3 on large screens. */
export const productsPageSize = 24;
/** The server refuses longer searches (product-query.schema.ts). */
const searchMax = 100;

/** What the products page shows, as kept in its URL (?q=&metal=&form=&page=). */
export interface ProductFilters {
  q: string;
  metal: Metal | '';
  form: Form | '';
  page: number;
}

const isMetal = (value: string): value is Metal => (metals as readonly string[]).includes(value);
const isForm = (value: string): value is Form => (forms as readonly string[]).includes(value);

/** Reads the URL leniently: a hand-edited or stale link falls back to defaults, never errors. */
export function readFilters(params: URLSearchParams): ProductFilters {
  const metal = params.get('metal') ?? '';
  const form = params.get('form') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').slice(0, searchMax),
    metal: isMetal(metal) ? metal : '',
    form: isForm(form) ? form : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes only what differs from the defaults, so the plain page keeps the plain URL. */
export function writeFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.metal) params.set('metal', filters.metal);
  if (filters.form) params.set('form', filters.form);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The GET /products/ query for one page of the filtered list. */
export function toProductQuery(filters: ProductFilters): ProductQueryInput {
  const q = filters.q.trim();
  return {
    limit: productsPageSize,
    offset: (filters.page - 1) * productsPageSize,
    ...(q ? { q } : {}),
    ...(filters.metal ? { metal: filters.metal } : {}),
    ...(filters.form ? { form: filters.form } : {}),
  };
}

/** Number of pages for `total` products; an empty result still has page 1 of 1. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / productsPageSize));
}
