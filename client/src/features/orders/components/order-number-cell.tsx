import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { formatOrderDate } from '../format-order-date.ts';
import { trackingOf } from '../purchase-order-rules.ts';

const t = messages.orderPages;

interface OrderNumberFactsProps {
  order: PurchaseOrder;
  /** Where the number links: the order's page. Without it (a card headed by the number) no number. */
  to?: string;
  id?: string;
}

/** The order's own facts in a list: its number (a link to it), PO number, date and tracking. */
export function OrderNumberFacts({ order, to, id }: OrderNumberFactsProps) {
  const tracking = trackingOf(order);
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      {to && (
        <Link id={id} to={to} className="link font-mono font-semibold whitespace-nowrap">
          {order.number}
        </Link>
      )}
      {order.poNumber && (
        <span>
          {t.poNumber}: {order.poNumber}
        </span>
      )}
      <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
      {tracking && (
        <span>
          {t.tracking}: {tracking}
        </span>
      )}
    </div>
  );
}
