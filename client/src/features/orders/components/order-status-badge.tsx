import { messages } from '#shared/messages.ts';
import type { OrderStatus } from '#shared/orders/order.schema.ts';

// Dark text on light tints: daisyUI's solid badge colours miss WCAG AA contrast on this theme.
const styles: Record<OrderStatus, string> = {
  unpaid: 'border-amber-300 bg-amber-100 text-amber-900',
  paid: 'border-green-300 bg-green-100 text-green-900',
  shipped: 'border-sky-300 bg-sky-100 text-sky-900',
  cancelled: 'border-base-300 bg-base-200 text-base-content',
};

/** Unpaid → Paid → Shipped, or Cancelled (docs/product/rules.md#data-money-and-stock). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge whitespace-nowrap ${styles[status]}`}>{messages.ordering.statuses[status]}</span>;
}
