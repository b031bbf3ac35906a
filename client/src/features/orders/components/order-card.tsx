import type { ReactNode } from 'react';
import { messages } from '#shared/messages.ts';
import { formatUsd } from '#shared/money.ts';
import type { Order } from '#shared/orders/order.schema.ts';
import { formatOrderDate } from '../format-order-date.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const t = messages.ordering;

interface OrderCardProps {
  order: Order;
  /** Id of the product name, which the card's buttons are described by. */
  nameId: string;
  statusLabel: string;
  buyer?: ReactNode;
  actions: ReactNode;
}

/** One order on a narrow screen, where a table would hide its buttons off to the side. */
export function OrderCard({ order, nameId, statusLabel, buyer, actions }: OrderCardProps) {
  const facts: [string, ReactNode][] = [
    [t.quantity, order.productQuantity],
    [t.total, formatUsd(order.productPrice)],
    [statusLabel, <OrderStatusBadge status={order.status} />],
    [t.date, <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>],
  ];
  return (
    <article aria-labelledby={nameId} className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <h2 id={nameId} className="font-semibold">
        {order.productName}
      </h2>
      {buyer}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {actions}
    </article>
  );
}
