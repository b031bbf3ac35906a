import type { QueryClient } from '@tanstack/react-query';

/**
 * Every product query's key starts with 'products' (catalog/api): dropping them all after a change
 * makes the saved values show at once on the home page, /ProductsCart and the admin pages.
 */
export function invalidateProducts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['products'] });
}
