import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ManageSearch, readManageSearch, toManageQuery, writeManageSearch } from './manage-products-search.ts';

/** Manage Products' search, filters, order and page, kept in the URL so that Update and back return to the same rows. */
export function useManageProductsSearch() {
  const [params, setParams] = useSearchParams();
  const search = readManageSearch(params);

  /** A new search, filter or order starts again at page 1. */
  const change = useCallback(
    (next: Partial<Omit<ManageSearch, 'page'>>) =>
      setParams((current) => writeManageSearch({ ...readManageSearch(current), ...next, page: 1 }), {
        preventScrollReset: true,
      }),
    [setParams],
  );
  const setQuery = useCallback((q: string) => change({ q }), [change]);
  const setPage = useCallback(
    (next: number) => setParams((current) => writeManageSearch({ ...readManageSearch(current), page: next })),
    [setParams],
  );

  return { ...search, search, query: toManageQuery(search), change, setQuery, setPage };
}
