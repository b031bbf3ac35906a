import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/orders/order.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../../../lib/queries/order-keys.ts';

/** POST /order/{id}/cancel: an unpaid order is cancelled and its quantity goes back in stock. */
export function cancelOrder(id: string): Promise<Order> {
  return api<Order>(`/order/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
