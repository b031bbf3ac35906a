import { messages } from '#shared/messages.ts';
import type { Order } from '#shared/orders/order.schema.ts';
import { MyOrderActions } from './my-order-actions.tsx';
import { DateCell, QuantityCell, TotalCell } from './order-cells.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

const t = messages.ordering;

interface MyOrdersViewProps {
  orders: Order[];
  onCancel: (order: Order) => void;
  cancellingId: string | undefined;
}

function MyOrdersTable({ orders, onCancel, cancellingId }: MyOrdersViewProps) {
  return (
    <table className="table">
      <caption className="sr-only">{t.myOrders}</caption>
      <thead>
        <tr>
          <th scope="col">{t.product}</th>
          <th scope="col" className="text-right">
            {t.quantity}
          </th>
          <th scope="col" className="text-right">
            {t.total}
          </th>
          <th scope="col">{t.status}</th>
          <th scope="col">{t.date}</th>
          <th scope="col">{t.payment}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const nameId = `my-order-${order._id}`;
          return (
            <tr key={order._id}>
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
                <MyOrderActions
                  order={order}
                  onCancel={onCancel}
                  cancelling={cancellingId === order._id}
                  describedBy={nameId}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** docs/product/screens.md My Orders: a table on wide screens, one card per order on narrow ones. */
export function MyOrdersView(props: MyOrdersViewProps) {
  const { orders, onCancel, cancellingId } = props;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-box border border-base-300 md:block">
        <MyOrdersTable {...props} />
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {orders.map((order) => {
          const nameId = `my-order-card-${order._id}`;
          return (
            <li key={order._id}>
              <OrderCard
                order={order}
                nameId={nameId}
                statusLabel={t.status}
                actions={
                  <MyOrderActions
                    order={order}
                    onCancel={onCancel}
                    cancelling={cancellingId === order._id}
                    describedBy={nameId}
                  />
                }
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
