import { messages } from '#shared/messages.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';

const t = messages.orderPages;
const o = messages.ordering;

/** The pay page's summary: the order number, what is being paid for, and the amount due. */
export function PurchaseOrderSummary({ order }: { order: PurchaseOrder }) {
  const unpaid = order.lines.filter((line) => line.status === 'unpaid');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      <dt className="font-semibold">{t.orderNumber}</dt>
      <dd className="font-mono">{order.number}</dd>
      {order.poNumber && (
        <>
          <dt className="font-semibold">{t.poNumber}</dt>
          <dd>{order.poNumber}</dd>
        </>
      )}
      <dt className="font-semibold">{t.lines}</dt>
      <dd>
        <ul>
          {(unpaid.length ? unpaid : order.lines).map((line) => (
            <li key={line._id}>
              {t.lineSummary(line.quantity, line.name)} · {formatMoney(line.lineTotal, order.currency)}
            </li>
          ))}
        </ul>
      </dd>
      <dt className="font-semibold">{o.amountDue}</dt>
      <dd className="text-xl font-bold">{formatMoney(order.amountDue, order.currency)}</dd>
    </dl>
  );
}
