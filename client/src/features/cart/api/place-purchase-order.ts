import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput, PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { serverCartsKey } from '../../../lib/cart/cart-api.ts';
import { profileQueriesKey } from '../../../lib/queries/profile.ts';

/**
 * POST /purchase-orders: the server turns its cart into one purchase order. The same key for
 * every try of one checkout makes a repeated click or a retry after a lost answer place one order.
 */
export function placePurchaseOrder(input: CheckoutInput, idempotencyKey: string): Promise<PurchaseOrder> {
  return api<PurchaseOrder>('/purchase-orders', {
    method: 'POST',
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function usePlacePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CheckoutInput; idempotencyKey: string }) =>
      placePurchaseOrder(input, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serverCartsKey }),
        // The ship-to and phone saved to the profile: the next form's prefill.
        queryClient.invalidateQueries({ queryKey: profileQueriesKey }),
      ]),
  });
}
