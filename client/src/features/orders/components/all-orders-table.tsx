import { messages } from '#shared/messages.ts';
import { shownOrderStatus, shownPaymentStatus } from '#shared/orders/payment-progress.ts';
import { lineSummary } from '../../../components/orders/line-units.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { Link } from 'react-router';
import { formatOrderDate } from '../format-order-date.ts';
import { PaymentStatusBadge, StatusBadge } from './status-badges.tsx';

const t = messages.orderPages;
const o = messages.ordering;

/**
 * Manage All Orders (docs/product/back-office.md): one row per purchase order, headed by its
 * number, which opens the admin's detail page. Payment status and life status are two columns.
 */
export function AllOrdersTable({ orders }: { orders: PurchaseOrder[] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-sm">
        <caption className="sr-only">{o.manageAllOrders}</caption>
        <thead>
          <tr>
            <th scope="col">{t.order}</th>
            <th scope="col">{o.date}</th>
            <th scope="col">{o.buyer}</th>
            <th scope="col">{t.shipTo}</th>
            <th scope="col">{t.poNumber}</th>
            <th scope="col">{t.lines}</th>
            <th scope="col" className="text-right">
              {o.total}
            </th>
            <th scope="col">{o.paymentStatus}</th>
            <th scope="col">{o.status}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id} className="*:align-top">
              <th scope="row">
                <Link to={paths.manageOrder(order._id)} className="link font-mono whitespace-nowrap">
                  {order.number}
                </Link>
              </th>
              <td className="min-w-24">
                <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
              </td>
              <td className="max-w-48 min-w-36">
                <div className="font-medium">{order.buyer.name}</div>
                <div className="break-all">{order.buyer.email}</div>
                {order.buyer.company && <div>{order.buyer.company}</div>}
              </td>
              <td className="max-w-44 min-w-32">
                <div className="whitespace-pre-line">{order.shipTo.address}</div>
                <div className="whitespace-nowrap">{order.shipTo.phone}</div>
              </td>
              <td className="break-all">{order.poNumber ?? '—'}</td>
              <td className="min-w-36">
                <ul>
                  {order.lines.map((line) => (
                    <li key={line._id}>{lineSummary(line, t.lineSummary)}</li>
                  ))}
                </ul>
              </td>
              <td className="text-right whitespace-nowrap tabular-nums">{formatMoney(order.total, order.currency)}</td>
              <td>
                <PaymentStatusBadge status={shownPaymentStatus(order)} />
              </td>
              <td>
                <StatusBadge status={shownOrderStatus(order)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
