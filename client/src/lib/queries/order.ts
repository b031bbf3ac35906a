import { useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/orders/order.schema.ts';
import { api } from '../api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /order/{id}: one order, for its buyer or an admin. */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return api<Order>(`/order/${encodeURIComponent(id)}`, { signal });
}

export function useOrder(id: string) {
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });
}
