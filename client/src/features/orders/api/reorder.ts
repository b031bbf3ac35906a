import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '#shared/cart/cart.schema.ts';
import { api } from '../../../lib/api-client.ts';

export interface ReorderAnswer {
  cart: Cart;
  /** Lines that could not go in the cart (product gone, out of stock …), with the reason. */
  skipped: { name: string; message: string }[];
}

/** POST /cart/reorder/{purchaseOrderId}: Order again puts the order's lines in the cart at today's prices. */
export function reorder(purchaseOrderId: string): Promise<ReorderAnswer> {
  return api<ReorderAnswer>(`/cart/reorder/${encodeURIComponent(purchaseOrderId)}`, { method: 'POST' });
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
