import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductUpdate } from '#shared/catalog/product.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { productQueryKey } from '../../../lib/queries/product.ts';
import { invalidateProducts } from './invalidate-products.ts';

export interface UpdateProductVariables {
  id: string;
  changes: ProductUpdate;
}

/** PUT /products/{id} (admin): stock, minimum and price; the server ignores name and about. */
export function updateProduct({ id, changes }: UpdateProductVariables): Promise<Product> {
  return api<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PUT', body: changes });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      // The update page shows the answer at once; every list refetches behind it.
      queryClient.setQueryData(productQueryKey(product._id), product);
      void invalidateProducts(queryClient);
    },
  });
}
