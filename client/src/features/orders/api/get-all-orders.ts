import { useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/orders/order.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../../../lib/queries/order-keys.ts';

/** GET /order: every order, newest first (admin). */
export function getAllOrders(signal?: AbortSignal): Promise<Order[]> {
  return api<Order[]>('/order', { signal });
}

export function useAllOrders() {
  return useQuery({ queryKey: orderKeys.everyone, queryFn: ({ signal }) => getAllOrders(signal) });
}
