import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/orders/order.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../../../lib/queries/order-keys.ts';

/** POST /order/{id}/ship: a paid order is marked shipped (admin). */
export function shipOrder(id: string): Promise<Order> {
  return api<Order>(`/order/${encodeURIComponent(id)}/ship`, { method: 'POST' });
}

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
