import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ProductFilters, readFilters, writeFilters } from './products-search.ts';

/**
 * The products page's search, filters and page, kept in the URL so that links, reloads and the
 * back button show the same list. Changing a filter goes back to page 1.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  const setFilter = useCallback(
    (change: Partial<Omit<ProductFilters, 'page'>>) => {
      // Filtering keeps the scroll position: the controls are where the visitor is working.
      setParams((current) => writeFilters({ ...readFilters(current), ...change, page: 1 }), {
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => setParams((current) => writeFilters({ ...readFilters(current), page })),
    [setParams],
  );

  return { filters, setFilter, setPage };
}
