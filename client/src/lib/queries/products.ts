import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/catalog/product.schema.ts';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import type { ProductQueryInput } from '#shared/catalog/product-query.schema.ts';
import { apiFetch } from '../api-client.ts';

export interface ProductPage {
  products: Product[];
  /** Products matching the query before paging (x-total-count). */
  total: number;
  /**
   * The query as searched when a misspelt word was read as a catalog word (x-did-you-mean): read
   * by the products page's own fetcher (features/catalog/api/get-searched-products.ts), which keeps
   * it out of the first load.
   */
  didYouMean?: string;
  /** The products hold some of the search's words, none all of them (x-search-partial; read as didYouMean is). */
  partial?: true;
}

export const productsQueryKey = (query: ProductQueryInput) => ['products', 'list', query] as const;

export function toSearch(query: ProductQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /products/ narrowed by the query of product-query.schema.ts (filters, sort, paging). */
export async function getProducts(query: ProductQueryInput, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await apiFetch<Product[]>(`/products/${toSearch(query)}`, { signal });
  // The whole catalog may come without the header (docs/product/api.md#original-api): then the array is the total.
  const total = Number(headers.get(totalCountHeader) ?? Number.NaN);
  return { products: data, total: Number.isInteger(total) ? total : data.length };
}

interface UseProductsOptions {
  /** Keep showing the previous page while the next one loads (products page paging). */
  keepPrevious?: boolean;
  /** False holds the request back (the products page with an invalid URL asks for nothing). */
  enabled?: boolean;
}

export function useProducts(
  query: ProductQueryInput,
  { keepPrevious = false, enabled = true }: UseProductsOptions = {},
) {
  return useQuery({
    queryKey: productsQueryKey(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
  });
}
