import { messages } from '#shared/messages.ts';
import { shownOrderStatus } from '#shared/orders/payment-progress.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import type { PurchaseOrderActions } from '../use-purchase-order-actions.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { LineQuantity } from '../../../components/orders/line-quantity.tsx';
import { type UnitFields, unitPriceText, weightText } from '../../../components/orders/line-units.ts';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { BuyerOrderActions } from './buyer-order-actions.tsx';
import { OrderNumberFacts } from './order-number-cell.tsx';
import { PaymentCell } from './payment-cell.tsx';
import { StatusBadge } from './status-badges.tsx';

const t = messages.orderPages;
const o = messages.ordering;

export interface MyOrdersListProps {
  orders: PurchaseOrder[];
  actions: PurchaseOrderActions;
}

const numberId = (order: PurchaseOrder) => `my-order-${order._id}`;

/** The headers; an order's rows are drawn below, its own cells spanning its lines. */
const myOrdersColumns = (): Column<PurchaseOrder>[] => [
  { header: t.order },
  { header: o.product },
  { header: t.sku },
  { header: o.quantity, numeric: true },
  { header: o.unitPrice, numeric: true },
  { header: t.lineTotal, numeric: true },
  { header: o.total, numeric: true },
  { header: o.status },
  { header: o.payment },
  { header: o.actions },
];

/**
 * docs/product/screens.md My Orders on wide screens: one row group per purchase order, one row per
 * line headed by its product; the order's own cells (number, total, status, Pay or Paid, actions)
 * span its lines.
 */
export function MyOrdersTable({ orders, actions }: MyOrdersListProps) {
  return (
    <ResponsiveTable
      caption={o.myOrders}
      size="sm"
      bordered={false}
      columns={myOrdersColumns()}
      rows={orders}
      rowKey={(order) => order._id}
      renderGroup={(order: PurchaseOrder & { totalWeightKg?: number | null }) => {
        const span = order.lines.length;
        const lines: (PurchaseOrder['lines'][number] & UnitFields)[] = order.lines;
        return (
          <tbody key={order._id} className="border-b-2 border-base-300">
            {lines.map((line, index) => (
              <tr key={line._id} className="*:align-top">
                {index === 0 && (
                  <td rowSpan={span} className="min-w-28">
                    <OrderNumberFacts order={order} to={paths.purchaseOrder(order._id)} id={numberId(order)} />
                  </td>
                )}
                <th scope="row" className="min-w-36 font-medium">
                  {line.name}
                </th>
                <td className="font-mono text-xs whitespace-nowrap">{line.sku ?? '—'}</td>
                <td className="text-right tabular-nums">
                  <LineQuantity line={line} currency={order.currency} />
                  {/* The weight under the quantity, so the SPEC's columns stay as they are (PRODUCT.md §15). */}
                  {line.weightKg != null && (
                    <span className="block text-xs whitespace-nowrap text-base-content/80">
                      {weightText(line.weightKg)}
                    </span>
                  )}
                </td>
                <td className="text-right tabular-nums whitespace-nowrap">{unitPriceText(line, order.currency)}</td>
                <td className="text-right tabular-nums whitespace-nowrap">
                  {formatMoney(line.lineTotal, order.currency)}
                </td>
                {index === 0 && (
                  <>
                    <td rowSpan={span} className="text-right font-semibold whitespace-nowrap tabular-nums">
                      {formatMoney(order.total, order.currency)}
                      {order.totalWeightKg != null && (
                        <span className="block text-xs font-normal text-base-content/80">
                          {unitTexts.totalWeight}: {weightText(order.totalWeightKg)}
                        </span>
                      )}
                    </td>
                    <td rowSpan={span}>
                      <StatusBadge status={shownOrderStatus(order)} />
                    </td>
                    <td rowSpan={span}>
                      <PaymentCell order={order} describedBy={numberId(order)} />
                    </td>
                    <td rowSpan={span}>
                      <BuyerOrderActions
                        order={order}
                        actions={actions}
                        describedBy={numberId(order)}
                        where="list"
                        stacked
                      />
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        );
      }}
    />
  );
}
