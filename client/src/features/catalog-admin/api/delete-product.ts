import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { productQueryKey } from '../../../lib/queries/product.ts';
import type { ProductPage } from '../../../lib/queries/products.ts';
import { invalidateProducts } from './invalidate-products.ts';
import type { DeletedAnswer } from '#shared/answers.schema.ts';

/** DELETE /products/{id} (admin): orders naming the product keep its name. */
export function deleteProduct(id: string): Promise<DeletedAnswer> {
  return api<DeletedAnswer>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      // The row goes at once from every cached list, before the refetch confirms it.
      queryClient.setQueriesData<ProductPage>({ queryKey: ['products', 'list'] }, (page) =>
        page && page.products.some((product) => product._id === id)
          ? { products: page.products.filter((product) => product._id !== id), total: page.total - 1 }
          : page,
      );
      queryClient.removeQueries({ queryKey: productQueryKey(id) });
      void invalidateProducts(queryClient);
    },
  });
}
