import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type RemnantFilters, readFilters, writeFilters } from './remnant-filters.ts';

/**
 * The /remnants page's filters, kept in the URL (links, reloads and the back button show the same
 * list; the product page links to `?productId=`). Read from the address bar at each change, not
 * the last render's query: two quick changes must not undo each other (as on the products page).
 */
export function useRemnantFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const setFilter = useCallback(
    (change: Partial<RemnantFilters>) =>
      setParams(() => writeFilters({ ...readFilters(new URLSearchParams(window.location.search)), ...change }), {
        preventScrollReset: true,
      }),
    [setParams],
  );
  return { filters, setFilter };
}
