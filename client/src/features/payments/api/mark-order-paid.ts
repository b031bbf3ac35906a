import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/orders/order.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../../../lib/queries/order-keys.ts';
import { purchaseOrderKeys } from '../../../lib/queries/purchase-order.ts';

interface MarkPaid {
  orderId: string;
  /** The provider's payment id; the server asks the provider whether it really succeeded. */
  transactionId: string;
}

/** PATCH /order/{id} {transactionId}: marks the order paid once the provider confirms. */
export function markOrderPaid({ orderId, transactionId }: MarkPaid): Promise<Order> {
  return api<Order>(`/order/${encodeURIComponent(orderId)}`, { method: 'PATCH', body: { transactionId } });
}

export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderPaid,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: orderKeys.all,
          predicate: (query) => query.queryKey[1] !== 'detail',
        }),
        // The order is a line of a purchase order, which is now paid too.
        queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
      ]);
    },
  });
}
