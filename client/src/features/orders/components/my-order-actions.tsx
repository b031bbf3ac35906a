import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { Order } from '#shared/orders/order.schema.ts';
import { paths } from '#shared/routes.ts';
import { PaidLabel } from './order-cells.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

const t = messages.ordering;

export interface MyOrderActionsProps {
  order: Order;
  onCancel: (order: Order) => void;
  cancelling: boolean;
  /** The id of the element naming the product: the repeated "Pay" says which order it pays. */
  describedBy: string;
}

/** docs/product/screens.md My Orders: Pay (and Cancel) for an unpaid order, the Paid label once paid. */
export function MyOrderActions({ order, onCancel, cancelling, describedBy }: MyOrderActionsProps) {
  if (order.status === 'paid' || order.status === 'shipped') return <PaidLabel transactionId={order.transactionId} />;
  if (order.status === 'cancelled') return <span aria-hidden="true">—</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={paths.payment(order._id)} className="btn btn-primary btn-sm" aria-describedby={describedBy}>
        {t.pay}
      </Link>
      <BusyButton
        busy={cancelling}
        spinner="xs"
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => onCancel(order)}
        aria-describedby={describedBy}
      >
        {t.cancel}
      </BusyButton>
    </div>
  );
}
