import { messages } from '#shared/messages.ts';
import { shipments as sm } from '#shared/messages/shipments.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { quantityText } from '../../../components/orders/line-units.ts';
import { formatOrderDate } from '../format-order-date.ts';

const t = messages.orderPages;

/**
 * The order's shipments (PRODUCT.md §22), for its buyer and the store: each with its number, date,
 * carrier and tracking number and what it held. Nothing before the first one leaves.
 */
export function ShipmentsSection({ order }: { order: Pick<PurchaseOrder, 'shipments'> }) {
  if (order.shipments.length === 0) return null;
  return (
    <section aria-labelledby="shipments-heading" className="flex flex-col gap-4">
      <h2 id="shipments-heading" className="text-xl font-semibold">
        {sm.heading}
      </h2>
      {order.shipments.map((shipment) => {
        const headingId = `shipment-${shipment.number}-heading`;
        return (
          <article key={shipment._id} aria-labelledby={headingId} className="flex flex-col gap-2">
            <h3 id={headingId} className="text-lg font-semibold">
              {sm.shipmentTitle(shipment.number)}
            </h3>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-base-content/75">{sm.shippedOn}</dt>
              <dd>
                <time dateTime={shipment.shippedAt}>{formatOrderDate(shipment.shippedAt)}</time>
              </dd>
              <dt className="text-base-content/75">{t.carrier}</dt>
              <dd>{shipment.carrier ?? sm.noCarrier}</dd>
              <dt className="text-base-content/75">{t.trackingNumber}</dt>
              <dd className="font-mono">{shipment.trackingNumber ?? '—'}</dd>
            </dl>
            <div className="overflow-x-auto rounded-box border border-base-300">
              <table className="table table-sm">
                <caption className="sr-only">{sm.linesCaption(shipment.number)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.sku}</th>
                    <th scope="col">{messages.ordering.product}</th>
                    <th scope="col" className="text-right">
                      {sm.shippedColumn}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shipment.lines.map((line) => (
                    <tr key={line.lineId}>
                      <td className="font-mono text-sm">{line.sku ?? '—'}</td>
                      <th scope="row" className="font-medium">
                        {line.name}
                      </th>
                      <td className="text-right tabular-nums">{quantityText(line)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </article>
        );
      })}
    </section>
  );
}
