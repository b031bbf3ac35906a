import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorder, serverCartsKey } from './cart-api.ts';

/**
 * Order again (docs/product/ordering.md#order-again) for the purchase order pages: the answer's
 * `skipped` names the lines that could not go in the cart today (texts: messages.orderPages.reordered,
 * reorderSkipped). Failures toast through the MutationCache.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverCartsKey }),
  });
}
