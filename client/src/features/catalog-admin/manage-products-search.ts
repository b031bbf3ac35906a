import type { ProductQueryInput } from '#shared/catalog/product-query.schema.ts';

/** Rows per page of Manage Products: the catalog may hold thousands (the admin hardening). */
export const managePageSize = 25;
/** The server refuses longer searches (product-query.schema.ts). */
const searchMax = 100;

export interface ManageSearch {
  q: string;
  page: number;
}

/** Reads ?q=&page= leniently: a hand-edited or stale link falls back to page 1, never errors. */
export function readManageSearch(params: URLSearchParams): ManageSearch {
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim().slice(0, searchMax),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes only what differs from the defaults, so the plain page keeps the plain URL. */
export function writeManageSearch({ q, page }: ManageSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The GET /products/ query of one page of Manage Products. */
export function toManageQuery({ q, page }: ManageSearch): ProductQueryInput {
  return { limit: managePageSize, offset: (page - 1) * managePageSize, ...(q ? { q } : {}) };
}

export function managePageCount(total: number): number {
  return Math.max(1, Math.ceil(total / managePageSize));
}
