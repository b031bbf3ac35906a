import { messages } from '#shared/messages.ts';
import { shownOrderStatus, shownPaymentStatus } from '#shared/orders/payment-progress.ts';
import { lineSummary } from '../../../components/orders/line-units.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { Link } from 'react-router';
import { formatOrderDate } from '../format-order-date.ts';
import { PaymentStatusBadge, StatusBadge } from './status-badges.tsx';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

const t = messages.orderPages;
const o = messages.ordering;

const allOrdersColumns = (): Column<PurchaseOrder>[] => [
  {
    header: t.order,
    rowHeader: true,
    cell: (order) => (
      <Link to={paths.manageOrder(order._id)} className="link font-mono whitespace-nowrap">
        {order.number}
      </Link>
    ),
  },
  {
    header: o.date,
    className: 'sm:min-w-24',
    cell: (order) => <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>,
  },
  {
    header: o.buyer,
    className: 'sm:max-w-48 sm:min-w-36',
    cell: (order) => (
      <div>
        <div className="font-medium">{order.buyer.name}</div>
        <div className="break-all">{order.buyer.email}</div>
        {order.buyer.company && <div>{order.buyer.company}</div>}
      </div>
    ),
  },
  {
    header: t.shipTo,
    className: 'sm:max-w-44 sm:min-w-32',
    cell: (order) => (
      <div>
        <div className="whitespace-pre-line">{order.shipTo.address}</div>
        <div className="whitespace-nowrap">{order.shipTo.phone}</div>
      </div>
    ),
  },
  { header: t.poNumber, className: 'break-all', cell: (order) => order.poNumber ?? '—' },
  {
    header: t.lines,
    className: 'sm:min-w-36',
    cell: (order) => (
      <ul>
        {order.lines.map((line) => (
          <li key={line._id}>{lineSummary(line, t.lineSummary)}</li>
        ))}
      </ul>
    ),
  },
  { header: o.total, numeric: true, cell: (order) => formatMoney(order.total, order.currency) },
  { header: o.paymentStatus, cell: (order) => <PaymentStatusBadge status={shownPaymentStatus(order)} /> },
  { header: o.status, cell: (order) => <StatusBadge status={shownOrderStatus(order)} /> },
];

/**
 * Manage All Orders (docs/product/back-office.md): one row per purchase order, headed by its
 * number, which opens the admin's detail page. Payment status and life status are two columns.
 */
export function AllOrdersTable({ orders }: { orders: PurchaseOrder[] }) {
  return (
    <ResponsiveTable
      caption={o.manageAllOrders}
      size="sm"
      columns={allOrdersColumns()}
      rows={orders}
      rowKey={(order) => order._id}
      rowClassName={() => '*:align-top'}
    />
  );
}
