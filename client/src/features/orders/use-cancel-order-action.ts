import { toast } from 'react-toastify/unstyled';
import { getErrorMessage } from '#shared/errors.ts';
import { messages } from '#shared/messages.ts';
import type { Order } from '#shared/orders/order.schema.ts';
import { useCancelOrder } from './api/cancel-order.ts';

/**
 * Cancel an unpaid order after the user confirms: the quantity goes back in stock, so a slip of
 * the finger must not do it. Answers the action and the id of the order being cancelled.
 */
export function useCancelOrderAction() {
  const cancel = useCancelOrder();
  const run = (order: Order) => {
    if (!window.confirm(messages.ordering.confirmCancel(order.productName, order.productQuantity))) return;
    cancel.mutate(order._id, {
      onSuccess: () => toast.success(messages.orders.cancelled),
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  };
  return { cancel: run, cancellingId: cancel.isPending ? cancel.variables : undefined };
}
