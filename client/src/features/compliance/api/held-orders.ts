import { useQuery } from '@tanstack/react-query';
import type { PurchaseOrder, PurchaseOrderQuery } from '#shared/orders/purchase-order.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { purchaseOrderKeys } from '../../../lib/queries/purchase-order.ts';

/** The store's held orders, oldest waiting longest last (the list's order: newest first), up to a page of 100. */
const heldQuery: PurchaseOrderQuery = { status: 'compliance_hold', scope: 'all', pageSize: 100 };

/**
 * GET /purchase-orders?status=compliance_hold (store admins, PRODUCT.md §19). Under the purchase
 * orders' keys, so a release or a refusal anywhere refreshes it.
 */
export function useHeldOrders() {
  return useQuery({
    queryKey: purchaseOrderKeys.list(heldQuery),
    queryFn: ({ signal }) =>
      api<PurchaseOrder[]>('/purchase-orders?status=compliance_hold&scope=all&pageSize=100', { signal }),
  });
}
