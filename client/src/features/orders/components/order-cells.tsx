import { messages } from '#shared/messages.ts';
import { formatUsd } from '#shared/money.ts';
import type { Order } from '#shared/orders/order.schema.ts';
import { formatOrderDate } from '../format-order-date.ts';

/** Table cells both order tables share: quantity, total and date. */
export function QuantityCell({ order }: { order: Order }) {
  return <td className="text-right tabular-nums">{order.productQuantity}</td>;
}

export function TotalCell({ order }: { order: Order }) {
  return <td className="text-right whitespace-nowrap tabular-nums">{formatUsd(order.productPrice)}</td>;
}

export function DateCell({ order }: { order: Order }) {
  return (
    <td className="whitespace-nowrap">
      <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
    </td>
  );
}

/** "Paid" with the provider's payment id (docs/product/screens.md My Orders). */
export function PaidLabel({ transactionId }: { transactionId: string | null }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-semibold text-green-800">{messages.ordering.paid}</span>
      {transactionId && (
        <span className="text-xs">
          {messages.ordering.transactionId}: <code className="break-all">{transactionId}</code>
        </span>
      )}
    </div>
  );
}
