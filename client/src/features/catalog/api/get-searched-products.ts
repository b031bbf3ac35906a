import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/catalog/product.schema.ts';
import { didYouMeanHeader, searchPartialHeader } from '#shared/catalog/did-you-mean.ts';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import type { ProductQueryInput } from '#shared/catalog/product-query.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { type ProductPage, productsQueryKey, toSearch } from '../../../lib/queries/products.ts';

/** x-did-you-mean, decoded (the server percent-encodes it); undefined when absent or not decodable. */
export function readDidYouMean(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The products page's GET /products/: the list of lib/queries/products.ts (same cache key, so the
 * page rendered on the server is reused) plus the query as searched when a misspelt word was read
 * as a catalog word (PRODUCT.md §23). Here rather than in lib, the header costs the first load nothing.
 */
export async function getSearchedProducts(query: ProductQueryInput, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await apiFetch<Product[]>(`/products/${toSearch(query)}`, { signal });
  const total = Number(headers.get(totalCountHeader) ?? Number.NaN);
  const page: ProductPage = { products: data, total: Number.isInteger(total) ? total : data.length };
  const didYouMean = readDidYouMean(headers.get(didYouMeanHeader));
  return {
    ...page,
    ...(didYouMean && { didYouMean }),
    ...(headers.get(searchPartialHeader) === '1' && { partial: true as const }),
  };
}

/** As useProducts with `keepPrevious` (the page shows the previous page while the next one loads). */
export function useSearchedProducts(query: ProductQueryInput, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: productsQueryKey(query),
    queryFn: ({ signal }) => getSearchedProducts(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
