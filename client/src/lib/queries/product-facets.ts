import { useQuery } from '@tanstack/react-query';
import type { ProductFacets } from '#shared/catalog/product-query.schema.ts';
import { ApiError, api } from '../api-client.ts';

const noFacets: ProductFacets = { grades: [], standards: [] };

/**
 * GET /products/facets: the grades and standards the catalog has, for the filters. A store that
 * does not answer it yet (404) simply offers no grade or standard options.
 */
export async function getProductFacets(signal?: AbortSignal): Promise<ProductFacets> {
  try {
    const facets = await api<Partial<ProductFacets>>('/products/facets', { signal });
    return { grades: facets.grades ?? [], standards: facets.standards ?? [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return noFacets;
    throw error;
  }
}

export function useProductFacets() {
  const query = useQuery({
    queryKey: ['products', 'facets'] as const,
    queryFn: ({ signal }) => getProductFacets(signal),
    staleTime: 5 * 60_000,
  });
  // Filters work without the options: a failed load leaves the selects with "All" only.
  return query.data ?? noFacets;
}
