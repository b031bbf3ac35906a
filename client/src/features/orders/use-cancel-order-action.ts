import { toast } from 'react-toastify/unstyled';
import { messages } from '#shared/messages.ts';
import type { Order } from '#shared/orders/order.schema.ts';
import { useCancelOrder } from './api/cancel-order.ts';

/**
 * Cancel an order after the user confirms: the quantity goes back in stock (and a paid order, which
 * only admins may cancel, is refunded), so a slip of the finger must not do it. Answers the action
 * and the id of the order being cancelled.
 */
export function useCancelOrderAction() {
  const cancel = useCancelOrder();
  const run = (order: Order) => {
    const paid = order.status === 'paid';
    const confirm = paid ? messages.ordering.confirmRefund : messages.ordering.confirmCancel;
    if (!window.confirm(confirm(order.productName, order.productQuantity))) return;
    cancel.mutate(order._id, {
      onSuccess: () => toast.success(paid ? messages.orders.refunded : messages.orders.cancelled),
    });
  };
  return { cancel: run, cancellingId: cancel.isPending ? cancel.variables : undefined };
}
