import type { ReactNode } from 'react';
import { shownOrderStatus } from '#shared/orders/payment-progress.ts';
import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import type { PurchaseOrderActions } from '../use-purchase-order-actions.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { lineSummary, type UnitFields, weightText } from '../../../components/orders/line-units.ts';
import { BuyerOrderActions } from './buyer-order-actions.tsx';
import { OrderNumberFacts } from './order-number-cell.tsx';
import { PaymentCell } from './payment-cell.tsx';
import { StatusBadge } from './status-badges.tsx';

const t = messages.orderPages;
const o = messages.ordering;

/** One purchase order on a narrow screen, where a table would hide its buttons off to the side. */
export function MyOrderCard({
  order,
  actions,
}: {
  order: PurchaseOrder & { totalWeightKg?: number | null };
  actions: PurchaseOrderActions;
}) {
  const headingId = `my-order-card-${order._id}`;
  const lines: (PurchaseOrder['lines'][number] & UnitFields)[] = order.lines;
  const facts: [string, ReactNode][] = [
    [o.total, formatMoney(order.total, order.currency)],
    ...(order.totalWeightKg != null
      ? [[unitTexts.totalWeight, weightText(order.totalWeightKg)] as [string, ReactNode]]
      : []),
    [o.status, <StatusBadge status={shownOrderStatus(order)} />],
    [o.payment, <PaymentCell order={order} describedBy={headingId} />],
  ];
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <h2 id={headingId} className="font-semibold">
        <Link to={paths.purchaseOrder(order._id)} className="link">
          {t.orderTitle(order.number)}
        </Link>
      </h2>
      <OrderNumberFacts order={order} />
      <ul className="flex flex-col gap-1 text-sm">
        {lines.map((line) => (
          <li key={line._id}>
            {/* Pieces read as before ("5 × name"); m, kg and cuts with their unit (PRODUCT.md §15). */}
            {lineSummary(line, t.lineSummary)}
            {line.weightKg != null && ` · ${weightText(line.weightKg)}`}
            {line.sku && <span className="ml-1 font-mono text-xs">({line.sku})</span>} ·{' '}
            {formatMoney(line.lineTotal, order.currency)}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <BuyerOrderActions order={order} actions={actions} describedBy={headingId} where="list" />
    </article>
  );
}
