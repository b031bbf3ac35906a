import type { ProductSort } from '#shared/catalog/product-query.ts';
import type { ProductQueryInput } from '#shared/catalog/product-query.schema.ts';
import { type Form, forms, type Metal, metals } from '#shared/catalog/taxonomy.ts';

/** Rows per page of Manage Products: the catalog may hold thousands (the admin hardening). */
export const managePageSize = 25;
/** The server refuses longer searches (product-query.schema.ts). */
const searchMax = 100;

/** The orders Manage Products offers; newest first by default, so a product just added is on page 1. */
export const manageSorts = [
  'newest',
  'name',
  'stock-asc',
  'stock-desc',
  'price-asc',
  'price-desc',
] as const satisfies readonly ProductSort[];
export type ManageSort = (typeof manageSorts)[number];
const defaultSort: ManageSort = 'newest';

export interface ManageSearch {
  q: string;
  page: number;
  metal?: Metal | undefined;
  form?: Form | undefined;
  lowStock: boolean;
  sort: ManageSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** Reads the URL leniently: a hand-edited or stale link falls back to the defaults, never errors. */
export function readManageSearch(params: URLSearchParams): ManageSearch {
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim().slice(0, searchMax),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    metal: oneOf(metals, params.get('metal')),
    form: oneOf(forms, params.get('form')),
    lowStock: params.get('lowStock') === 'true',
    sort: oneOf(manageSorts, params.get('sort')) ?? defaultSort,
  };
}

/** Writes only what differs from the defaults, so the plain page keeps the plain URL. */
export function writeManageSearch(search: ManageSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.metal) params.set('metal', search.metal);
  if (search.form) params.set('form', search.form);
  if (search.lowStock) params.set('lowStock', 'true');
  if (search.sort !== defaultSort) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The GET /products/ query of one page of Manage Products. */
export function toManageQuery({ q, page, metal, form, lowStock, sort }: ManageSearch): ProductQueryInput {
  return {
    limit: managePageSize,
    offset: (page - 1) * managePageSize,
    sort,
    ...(q ? { q } : {}),
    ...(metal ? { metal } : {}),
    ...(form ? { form } : {}),
    ...(lowStock ? { lowStock: 'true' as const } : {}),
  };
}

/** True when anything narrows the list, so an empty page says "no match" rather than "no products". */
export function isFiltered({ q, metal, form, lowStock }: ManageSearch): boolean {
  return Boolean(q || metal || form || lowStock);
}

export function managePageCount(total: number): number {
  return Math.max(1, Math.ceil(total / managePageSize));
}
