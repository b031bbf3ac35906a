import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { api } from '../api-client.ts';
import { purchaseOrderKeys } from './purchase-order.ts';

/*
 * A store admin's decision on an order held for export compliance (PRODUCT.md §19): release with
 * a note, refuse with a reason. The order page and /dashboard/compliance both take it, so it
 * lives in lib/.
 */

export type HoldDecision =
  { id: string; action: 'release'; note: string } | { id: string; action: 'refuse'; reason: string };

export function decideHold(decision: HoldDecision): Promise<PurchaseOrder> {
  const body = decision.action === 'release' ? { note: decision.note } : { reason: decision.reason };
  return api<PurchaseOrder>(`/purchase-orders/${encodeURIComponent(decision.id)}/compliance/${decision.action}`, {
    method: 'POST',
    body,
  });
}

/** Refreshes every order list and detail: the order leaves the held list and changes status. */
export function useDecideHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHold,
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
  });
}
