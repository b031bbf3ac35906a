import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductFacets, ProductQueryInput } from '#shared/catalog/product-query.schema.ts';
import { ApiError, api } from '../api-client.ts';
import { toSearch } from './products.ts';

const noRanges: ProductFacets['dimensions'] = {
  od: null,
  wall: null,
  diameter: null,
  thickness: null,
  width: null,
  length: null,
};
const noFacets: ProductFacets = { grades: [], standards: [], metals: [], forms: [], dimensions: noRanges };

/**
 * GET /products/facets for the page's filters: the grades, standards and dimension ranges that the
 * other filters leave (PRODUCT.md §23). A store that does not answer it yet (404), or answers only
 * the older grades and standards, simply offers fewer options.
 */
export async function getProductFacets(query: ProductQueryInput, signal?: AbortSignal): Promise<ProductFacets> {
  try {
    const facets = await api<Partial<ProductFacets>>(`/products/facets${toSearch(query)}`, { signal });
    return {
      grades: facets.grades ?? [],
      standards: facets.standards ?? [],
      metals: facets.metals ?? [],
      forms: facets.forms ?? [],
      dimensions: { ...noRanges, ...facets.dimensions },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return noFacets;
    throw error;
  }
}

/** The facets of the filters as they are; the previous answer stays while the next loads (no flicker). */
export function useProductFacets(query: ProductQueryInput = {}, enabled = true) {
  const { sort: _sort, ...filters } = query;
  const result = useQuery({
    queryKey: ['products', 'facets', filters] as const,
    queryFn: ({ signal }) => getProductFacets(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  });
  // Filters work without the options: a failed load leaves the selects with "All" only.
  return result.data ?? noFacets;
}
