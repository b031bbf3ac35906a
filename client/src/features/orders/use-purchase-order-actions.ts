import { toast } from 'react-toastify/unstyled';
import { messages } from '#shared/messages.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { type PurchaseOrderChange, useChangePurchaseOrder } from './api/purchase-order-mutations.ts';
import { useReorder } from '../../lib/cart/use-reorder.ts';
import { showReorderResult } from './components/reorder-toast.tsx';
import { statusLabel } from './components/status-badges.tsx';

const t = messages.orderPages;

/**
 * The actions on purchase orders, shared by the lists and the detail page. Cancelling asks first:
 * the quantities go back in stock (and a paid order is refunded), so a slip must not do it.
 */
export function usePurchaseOrderActions() {
  const change = useChangePurchaseOrder();
  const reorder = useReorder();

  const cancel = (order: PurchaseOrder) => {
    const refund = order.paymentStatus === 'paid';
    const question = refund
      ? t.confirmCancelAndRefund(order.number, formatMoney(order.total, order.currency))
      : t.confirmCancelOrder(order.number);
    if (!window.confirm(question)) return;
    change.mutate(
      { id: order._id, action: 'cancel' },
      {
        // The server makes the refund after the cancel commits: with the payment service down the
        // order comes back cancelled and still paid, its refund pending (issue 26).
        onSuccess: (answer) =>
          toast.success(
            !refund
              ? messages.orders.cancelled
              : answer.paymentStatus === 'refunded'
                ? messages.orders.refunded
                : messages.orders.refundPending,
          ),
      },
    );
  };

  /** Resolves true once done, so a dialog can close; failures toast through the MutationCache. */
  const advance = async (step: PurchaseOrderChange): Promise<boolean> => {
    try {
      const order = await change.mutateAsync(step);
      toast.success(t.movedTo(statusLabel(order.status)));
      return true;
    } catch {
      return false;
    }
  };

  const orderAgain = (order: PurchaseOrder) =>
    reorder.mutate(order._id, { onSuccess: (answer) => showReorderResult(answer) });

  const busy = (id: string, action?: PurchaseOrderChange['action']) =>
    change.isPending && change.variables.id === id && (action === undefined || change.variables.action === action);

  return {
    cancel,
    advance,
    orderAgain,
    /** Which button spins: the action under way on this order. */
    isBusy: busy,
    isReordering: (id: string) => reorder.isPending && reorder.variables === id,
  };
}

export type PurchaseOrderActions = ReturnType<typeof usePurchaseOrderActions>;
