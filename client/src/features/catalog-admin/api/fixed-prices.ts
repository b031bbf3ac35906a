import { useQuery } from '@tanstack/react-query';
import type { FixedPricesInput } from '#shared/catalog/fixed-prices.schema.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /products/{id}/prices (admin): a product's fixed prices by currency (PRODUCT.md §17), which
 * the edit page starts its form with; the public product answers one currency only.
 */
export function useFixedPrices(id: string) {
  return useQuery({
    queryKey: ['products', 'prices', id],
    queryFn: ({ signal }) => api<FixedPricesInput>(`/products/${encodeURIComponent(id)}/prices`, { signal }),
  });
}
