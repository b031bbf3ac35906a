import { messages } from '#shared/messages.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { formatCut } from '#shared/catalog/cut.ts';
import { formatQuantity } from '#shared/catalog/units.ts';
import type { Order } from '#shared/orders/order.schema.ts';

const t = messages.ordering;

/** docs/product/screens.md Payment: the product name and the amount due. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      <dt className="font-semibold">{t.product}</dt>
      <dd>{order.productName}</dd>
      <dt className="font-semibold">{t.quantity}</dt>
      {/* "10 Pcs" as always; "8.75 m" or "7 × 1,250 mm" for m, kg and cut orders (PRODUCT.md §15). */}
      <dd>
        {order.cut
          ? formatCut(order.cut)
          : (order.unit ?? 'pcs') === 'pcs'
            ? messages.catalog.available(order.productQuantity)
            : formatQuantity(order.unit ?? 'pcs', order.productQuantity)}
      </dd>
      <dt className="font-semibold">{t.amountDue}</dt>
      <dd className="text-xl font-bold">{formatMoney(order.productPrice, order.currency)}</dd>
    </dl>
  );
}
