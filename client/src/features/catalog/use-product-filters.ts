import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ProductFilters, readFilters, urlFiltersValid, writeFilters } from './products-search.ts';

export type FilterChange = Partial<Omit<ProductFilters, 'page'>>;

/**
 * The URL's query as it is now. The router's `current` is the query of the last render, and its
 * re-render after a change is a transition: two changes in quick succession (a fast hand, a busy
 * phone, a page still hydrating) would each start from the same old query and the second would
 * undo the first. The address bar has every change at once.
 */
const latestParams = () => new URLSearchParams(window.location.search);

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
      setParams(() => writeFilters({ ...readFilters(latestParams()), ...change, page: 1 }), {
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  /** Switching cards/list keeps the page the visitor is on. */
  const setView = useCallback(
    (view: ProductFilters['view']) =>
      setParams(() => writeFilters({ ...readFilters(latestParams()), view }), { preventScrollReset: true }),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => setParams(() => writeFilters({ ...readFilters(latestParams()), page })),
    [setParams],
  );

  return { filters, valid, setFilter, setView, setPage };
}
