import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import type { PurchaseOrderActions } from '../use-purchase-order-actions.ts';
import { ShipDialog } from './ship-dialog.tsx';

const t = messages.orderPages;
const o = messages.ordering;

/**
 * The admin's detail-page actions (docs/product/back-office.md): the fulfilment steps and Cancel
 * the server lists in `allowedActions` (PRODUCT.md §22), Cancel named "Cancel and refund" when the
 * buyer has paid.
 */
export function AdminOrderActions({ order, actions }: { order: PurchaseOrder; actions: PurchaseOrderActions }) {
  const allowed = order.allowedActions;
  const can = {
    markInProduction: allowed.includes('production'),
    ship: allowed.includes('ship'),
    markDelivered: allowed.includes('deliver'),
    cancel: allowed.includes('cancel'),
  };
  const step = (label: string, action: 'production' | 'deliver') => (
    <BusyButton
      busy={actions.isBusy(order._id, action)}
      type="button"
      className="btn btn-primary"
      onClick={() => void actions.advance({ id: order._id, action })}
    >
      {label}
    </BusyButton>
  );
  if (!can.markInProduction && !can.ship && !can.markDelivered && !can.cancel) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {can.markInProduction && step(t.markInProduction, 'production')}
      {can.ship && (
        <ShipDialog order={order} onShip={(input) => actions.advance({ id: order._id, action: 'ship', input })} />
      )}
      {can.markDelivered && step(t.markDelivered, 'deliver')}
      {can.cancel && (
        <BusyButton
          busy={actions.isBusy(order._id, 'cancel')}
          type="button"
          className="btn btn-outline"
          onClick={() => actions.cancel(order)}
        >
          {order.paymentStatus === 'paid' ? o.cancelAndRefund : o.cancel}
        </BusyButton>
      )}
    </div>
  );
}
