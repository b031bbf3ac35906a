import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderInput } from '#shared/orders/order.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../../../lib/queries/order-keys.ts';
import { profileQueriesKey } from '../../../lib/queries/profile.ts';
import { purchaseOrderKeys } from '../../../lib/queries/purchase-order.ts';

export interface CreateOrder {
  input: OrderInput;
  /** Same key, same order: a double click or a retry after a lost answer never orders twice. */
  idempotencyKey: string;
}

/** POST /orders: the server takes the buyer from the session and the price from the product. */
export function createOrder({ input, idempotencyKey }: CreateOrder): Promise<Order> {
  return api<Order>('/orders', { method: 'POST', body: input, headers: { 'idempotency-key': idempotencyKey } });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async () => {
      // The order took its quantity out of stock: every product view is now out of date.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        // POST /orders makes a one-line purchase order (docs/product/ordering.md).
        queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
        // Asked to, the order kept its ship-to and phone on the profile: the next form's prefill.
        queryClient.invalidateQueries({ queryKey: profileQueriesKey }),
      ]);
    },
  });
}
