import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PurchaseOrderPage, PurchaseOrderQuery } from '#shared/orders/purchase-order.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { purchaseOrderKeys } from '../../../lib/queries/purchase-order.ts';

function toSearch(query: PurchaseOrderQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /purchase-orders: a buyer's own, or (admins) everyone's unless `scope=mine`; newest first, paged. */
export function getPurchaseOrders(query: PurchaseOrderQuery, signal?: AbortSignal): Promise<PurchaseOrderPage> {
  return api<PurchaseOrderPage>(`/purchase-orders${toSearch(query)}`, { signal });
}

/** The page being left stays on screen while the next one loads, so paging does not flash a spinner. */
export function usePurchaseOrders(query: PurchaseOrderQuery) {
  return useQuery({
    queryKey: purchaseOrderKeys.list(query),
    queryFn: ({ signal }) => getPurchaseOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}
