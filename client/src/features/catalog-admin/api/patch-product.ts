import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductInput } from '#shared/catalog/product.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { productQueryKey } from '../../../lib/queries/product.ts';
import { invalidateProducts } from './invalidate-products.ts';

export interface PatchProductVariables {
  id: string;
  /** Only the fields that changed (docs/product/back-office.md: every field is editable). */
  changes: Partial<ProductInput>;
}

/** PATCH /products/{id} (admin): answers the stored product. */
export function patchProduct({ id, changes }: PatchProductVariables): Promise<Product> {
  return api<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export function usePatchProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productQueryKey(product._id), product);
      void invalidateProducts(queryClient);
    },
  });
}
