import { useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/catalog/product.schema.ts';
import { productQueryKey } from '#shared/catalog/product-query.ts';
import { api } from '../api-client.ts';

/**
 * One product by id, for every page that shows one (product page, purchase, admin edit). It lives
 * in lib/ because several features need it and features do not import each other; its key is in
 * shared/ because the server reads the product page's head from the query it seeded.
 */
export { productQueryKey };

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
