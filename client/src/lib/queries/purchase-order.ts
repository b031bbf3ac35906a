import { useQuery } from '@tanstack/react-query';
import type { PurchaseOrder, PurchaseOrderQuery } from '#shared/orders/purchase-order.schema.ts';
import { api } from '../api-client.ts';

/**
 * Query keys of purchase orders: ['purchase-orders', …], so one invalidation refreshes every list
 * and detail. In lib/ because the orders and payments features both read one purchase order.
 */
export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  list: (query: PurchaseOrderQuery) => ['purchase-orders', 'list', query] as const,
  detail: (id: string) => ['purchase-orders', 'detail', id] as const,
};

/** GET /purchase-orders/{id}: one purchase order, for its buyer or an admin. */
export function getPurchaseOrder(id: string, signal?: AbortSignal): Promise<PurchaseOrder> {
  return api<PurchaseOrder>(`/purchase-orders/${encodeURIComponent(id)}`, { signal });
}

export function usePurchaseOrder(id: string) {
  return useQuery({ queryKey: purchaseOrderKeys.detail(id), queryFn: ({ signal }) => getPurchaseOrder(id, signal) });
}
