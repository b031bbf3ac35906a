import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrder, ShipInput } from '#shared/orders/purchase-order.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../../../lib/queries/order-keys.ts';
import { purchaseOrderKeys } from '../../../lib/queries/purchase-order.ts';

const base = (id: string) => `/purchase-orders/${encodeURIComponent(id)}`;

/** The admin's hand-made steps (fulfilmentSteps): each answers the order as it now is. */
export type PurchaseOrderChange =
  | { id: string; action: 'cancel' }
  | { id: string; action: 'production' }
  | { id: string; action: 'deliver' }
  | { id: string; action: 'ship'; input: ShipInput };

/**
 * POST /purchase-orders/{id}/cancel | production | ship | deliver. Cancel is the buyer's (unpaid
 * only) or the admin's (refunded when paid); the others are the admin's.
 */
export function changePurchaseOrder(change: PurchaseOrderChange): Promise<PurchaseOrder> {
  const body = change.action === 'ship' ? change.input : undefined;
  return api<PurchaseOrder>(`${base(change.id)}/${change.action}`, { method: 'POST', body });
}

export function useChangePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePurchaseOrder,
    onSuccess: async (order, change) => {
      queryClient.setQueryData(purchaseOrderKeys.detail(order._id), order);
      const lists = (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== 'detail';
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all, predicate: lists }),
        // Its lines are the SPEC's orders; a cancel also puts stock back.
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        change.action === 'cancel' && queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
