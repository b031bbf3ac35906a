import { messages } from '#shared/messages.ts';
import type { Order } from '#shared/orders/order.schema.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

const t = messages.ordering;

export interface OrderActions {
  onShip: (order: Order) => void;
  onCancel: (order: Order) => void;
  /** The order an action is under way for: its button waits. */
  busyId: string | undefined;
}

/**
 * Manage All Orders: "Mark shipped" or "Cancel and refund" for a paid order (docs/product/rules.md#security: a
 * paid order is cancelled only with a refund), "Cancel" for an unpaid one.
 */
export function AdminOrderActions({
  order,
  onShip,
  onCancel,
  busyId,
  describedBy,
}: { order: Order; describedBy: string } & OrderActions) {
  const busy = busyId === order._id;
  const button = (label: string, style: string, action: (order: Order) => void) => (
    <BusyButton
      busy={busy}
      spinner="xs"
      type="button"
      className={`btn btn-sm whitespace-nowrap ${style}`}
      onClick={() => action(order)}
      aria-describedby={describedBy}
    >
      {label}
    </BusyButton>
  );
  if (order.status === 'paid')
    return (
      <div className="flex flex-wrap gap-2">
        {button(t.markShipped, 'btn-primary', onShip)}
        {button(t.cancelAndRefund, 'btn-outline', onCancel)}
      </div>
    );
  if (order.status === 'unpaid') return button(t.cancel, 'btn-outline', onCancel);
  return <span aria-hidden="true">—</span>;
}
