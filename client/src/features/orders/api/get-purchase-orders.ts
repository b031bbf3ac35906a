import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import { nextCursorHeader, type PurchaseOrder, type PurchaseOrderQuery } from '#shared/orders/purchase-order.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { purchaseOrderKeys } from '../../../lib/queries/purchase-order.ts';

export interface PurchaseOrderList {
  items: PurchaseOrder[];
  /** Orders matching the query before paging (x-total-count). */
  total: number;
  /** Where the next page starts (`after`), absent on the last page: Next reads it instead of an offset. */
  nextCursor: string | undefined;
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
 * products list does; X-Next-Cursor is the `after` of the next page, which costs the same however
 * deep the list (keyset paging).
 */
export async function getPurchaseOrders(query: PurchaseOrderQuery, signal?: AbortSignal): Promise<PurchaseOrderList> {
  const { data, headers } = await apiFetch<PurchaseOrder[]>(`/purchase-orders${toSearch(query)}`, { signal });
  const total = Number(headers.get(totalCountHeader) ?? Number.NaN);
  return {
    items: data,
    total: Number.isInteger(total) ? total : data.length,
    nextCursor: headers.get(nextCursorHeader) ?? undefined,
  };
}

/** The page being left stays on screen while the next one loads, so paging does not flash a spinner. */
export function usePurchaseOrders(query: PurchaseOrderQuery) {
  return useQuery({
    queryKey: purchaseOrderKeys.list(query),
    queryFn: ({ signal }) => getPurchaseOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}
