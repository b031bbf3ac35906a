import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductInput } from '#shared/catalog/product.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { invalidateProducts } from './invalidate-products.ts';

/** POST /products (admin): answers 201 with the stored product. */
export function addProduct(input: ProductInput): Promise<Product> {
  return api<Product>('/products', { method: 'POST', body: input });
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    // Not awaited: the form is free again as soon as the product is stored; lists refetch behind.
    onSuccess: () => void invalidateProducts(queryClient),
  });
}
