import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickOrderAnswer } from '#shared/cart/cart.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { serverCartsKey } from '../../../lib/cart/cart-api.ts';

/** POST /cart/quick-order: pasted lines or a CSV file's text; the valid rows go to the cart. */
export function postQuickOrder(text: string): Promise<QuickOrderAnswer> {
  return api<QuickOrderAnswer>('/cart/quick-order', { method: 'POST', body: { text } });
}

export function useQuickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postQuickOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverCartsKey }),
  });
}
