import { useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/catalog/product.schema.ts';
import { api } from '../../../lib/api-client.ts';

export const productQueryKey = (id: string) => ['products', 'detail', id] as const;

/** GET /products/{id}: one product (404 "Product not found" when there is none). */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}
