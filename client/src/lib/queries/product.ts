import { useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/catalog/product.schema.ts';
import { productQueryKey } from '#shared/catalog/product-query.ts';
import { api } from '../api-client.ts';
import type { CatalogCurrency } from './currency.ts';

/**
 * One product by id, for every page that shows one (product page, purchase, admin edit). It lives
 * in lib/ because several features need it and features do not import each other; its key is in
 * shared/ because the server reads the product page's head from the query it seeded.
 */
export { productQueryKey };

/** The path of GET /products/{id}, in `currency` when given (PRODUCT.md §17). */
export const productPath = (id: string, currency?: string) =>
  `/products/${encodeURIComponent(id)}${currency ? `?currency=${encodeURIComponent(currency)}` : ''}`;

/** GET /products/{id}: one product (404 "Product not found" when there is none). */
export function getProduct(id: string, signal?: AbortSignal, currency?: string): Promise<Product> {
  return api<Product>(productPath(id, currency), { signal });
}

/**
 * One product, in the base currency (the admin's forms), or as the storefront shows it when given
 * its catalog currency (useCatalogCurrency): read once that currency is known.
 */
export function useProduct(id: string, inCurrency?: CatalogCurrency) {
  const currency = inCurrency?.currency;
  return useQuery({
    queryKey: productQueryKey(id, currency),
    queryFn: ({ signal }) => getProduct(id, signal, currency),
    enabled: inCurrency?.ready ?? true,
  });
}
