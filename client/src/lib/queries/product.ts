import { useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/catalog/product.schema.ts';
import { api } from '../api-client.ts';

/**
 * One product by id, for every page that shows one (product page, purchase, admin edit). It lives
 * in lib/ because several features need it and features do not import each other.
 */
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
