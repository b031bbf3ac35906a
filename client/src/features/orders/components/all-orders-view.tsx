import { messages } from '#shared/messages.ts';
import type { Order } from '#shared/orders/order.schema.ts';
import { AdminOrderActions, type OrderActions } from './admin-order-actions.tsx';
import { DateCell, QuantityCell, TotalCell } from './order-cells.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

const t = messages.ordering;

type AllOrdersViewProps = { orders: Order[] } & OrderActions;

function Buyer({ order }: { order: Order }) {
  return (
    <div className="text-sm">
      <div className="font-medium">{order.buyerName}</div>
      <div className="break-words">{order.buyerEmail}</div>
    </div>
  );
}

function AllOrdersTable({ orders, ...actions }: AllOrdersViewProps) {
  return (
    <table className="table">
      <caption className="sr-only">{t.manageAllOrders}</caption>
      <thead>
        <tr>
          <th scope="col">{t.buyer}</th>
          <th scope="col">{t.product}</th>
          <th scope="col" className="text-right">
            {t.quantity}
          </th>
          <th scope="col" className="text-right">
            {t.total}
          </th>
          <th scope="col">{t.paymentStatus}</th>
          <th scope="col">{t.date}</th>
          <th scope="col">{t.actions}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const nameId = `all-order-${order._id}`;
          return (
            <tr key={order._id}>
              <td>
                <Buyer order={order} />
              </td>
              <th scope="row" id={nameId} className="min-w-48 font-medium">
                {order.productName}
              </th>
              <QuantityCell order={order} />
              <TotalCell order={order} />
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <DateCell order={order} />
              <td>
                <AdminOrderActions order={order} describedBy={nameId} {...actions} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** docs/product/screens.md Manage All Orders: a table on wide screens, one card per order on narrow ones. */
export function AllOrdersView(props: AllOrdersViewProps) {
  const { orders, ...actions } = props;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-box border border-base-300 md:block">
        <AllOrdersTable {...props} />
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {orders.map((order) => {
          const nameId = `all-order-card-${order._id}`;
          return (
            <li key={order._id}>
              <OrderCard
                order={order}
                nameId={nameId}
                statusLabel={t.paymentStatus}
                buyer={<Buyer order={order} />}
                actions={<AdminOrderActions order={order} describedBy={nameId} {...actions} />}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
