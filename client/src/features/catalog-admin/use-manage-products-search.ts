import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readManageSearch, toManageQuery, writeManageSearch } from './manage-products-search.ts';

/** Manage Products' search and page, kept in the URL so that Update and back return to the same rows. */
export function useManageProductsSearch() {
  const [params, setParams] = useSearchParams();
  const { q, page } = readManageSearch(params);

  const setQuery = useCallback(
    (next: string) => setParams(writeManageSearch({ q: next, page: 1 }), { preventScrollReset: true }),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) => setParams((current) => writeManageSearch({ ...readManageSearch(current), page: next })),
    [setParams],
  );

  return { q, page, query: toManageQuery({ q, page }), setQuery, setPage };
}
