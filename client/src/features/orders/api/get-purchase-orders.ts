import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import type { PurchaseOrder, PurchaseOrderQuery } from '#shared/orders/purchase-order.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { purchaseOrderKeys } from '../../../lib/queries/purchase-order.ts';

export interface PurchaseOrderList {
  items: PurchaseOrder[];
  /** Orders matching the query before paging (x-total-count). */
  total: number;
}

function toSearch(query: PurchaseOrderQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * GET /purchase-orders: a buyer's own, or (admins) everyone's unless `scope=mine`; newest first.
 * The page's orders come as an array and the number of all that match in X-Total-Count, as the
 * products list does.
 */
export async function getPurchaseOrders(query: PurchaseOrderQuery, signal?: AbortSignal): Promise<PurchaseOrderList> {
  const { data, headers } = await apiFetch<PurchaseOrder[]>(`/purchase-orders${toSearch(query)}`, { signal });
  const total = Number(headers.get(totalCountHeader) ?? Number.NaN);
  return { items: data, total: Number.isInteger(total) ? total : data.length };
}

/** The page being left stays on screen while the next one loads, so paging does not flash a spinner. */
export function usePurchaseOrders(query: PurchaseOrderQuery) {
  return useQuery({
    queryKey: purchaseOrderKeys.list(query),
    queryFn: ({ signal }) => getPurchaseOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}
