import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ProductFilters, readFilters, urlFiltersValid, writeFilters } from './products-search.ts';

export type FilterChange = Partial<Omit<ProductFilters, 'page'>>;

/**
 * The products page's search, filters, sort, view and page, kept in the URL so that links,
 * reloads and the back button show the same list. Changing a filter goes back to page 1.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const valid = urlFiltersValid(params);

  const setFilter = useCallback(
    (change: FilterChange) => {
      // Filtering keeps the scroll position: the controls are where the visitor is working.
      setParams((current) => writeFilters({ ...readFilters(current), ...change, page: 1 }), {
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  /** Switching cards/list keeps the page the visitor is on. */
  const setView = useCallback(
    (view: ProductFilters['view']) =>
      setParams((current) => writeFilters({ ...readFilters(current), view }), { preventScrollReset: true }),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => setParams((current) => writeFilters({ ...readFilters(current), page })),
    [setParams],
  );

  return { filters, valid, setFilter, setView, setPage };
}
