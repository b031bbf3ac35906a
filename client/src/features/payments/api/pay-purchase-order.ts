import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../../../lib/queries/order-keys.ts';
import { purchaseOrderKeys } from '../../../lib/queries/purchase-order.ts';

interface PayPurchaseOrder {
  purchaseOrderId: string;
  /** The provider's payment id; the server asks the provider whether it really succeeded. */
  transactionId: string;
}

/** POST /purchase-orders/{id}/pay {transactionId}: the card payment pays every unpaid line. */
export function payPurchaseOrder({ purchaseOrderId, transactionId }: PayPurchaseOrder): Promise<PurchaseOrder> {
  return api<PurchaseOrder>(`/purchase-orders/${encodeURIComponent(purchaseOrderId)}/pay`, {
    method: 'POST',
    body: { transactionId },
  });
}

export function usePayPurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPurchaseOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(purchaseOrderKeys.detail(order._id), order);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: purchaseOrderKeys.all,
          predicate: (query) => query.queryKey[1] !== 'detail',
        }),
        // Its lines are the SPEC's orders, now paid too.
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]);
    },
  });
}
