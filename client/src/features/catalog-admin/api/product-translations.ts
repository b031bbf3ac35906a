import { useQuery } from '@tanstack/react-query';
import type { ProductContentAnswer } from '#shared/catalog/product-translations.schema.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /products/{id}/translations (admin): the product's name and about in English, as stored, and
 * its translations (PRODUCT.md §18), which the edit page starts its form with; the public product
 * answers the reader's language only, so an admin reading German would otherwise edit the German.
 */
export function useProductTranslations(id: string) {
  return useQuery({
    queryKey: ['products', 'translations', id],
    queryFn: ({ signal }) => api<ProductContentAnswer>(`/products/${encodeURIComponent(id)}/translations`, { signal }),
  });
}
