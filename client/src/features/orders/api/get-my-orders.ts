import { useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/orders/order.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../../../lib/queries/order-keys.ts';

/** GET /orders?buyerEmail=: the buyer's orders, newest first (docs/product/api.md#original-api). */
export function getMyOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  return api<Order[]>(`/orders?buyerEmail=${encodeURIComponent(email)}`, { signal });
}

export function useMyOrders(email: string) {
  return useQuery({
    queryKey: orderKeys.mine(email),
    queryFn: ({ signal }) => getMyOrders(email, signal),
  });
}
