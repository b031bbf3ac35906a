import { messages } from '#shared/messages.ts';
import { shipments as sm } from '#shared/messages/shipments.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { quantityText } from '../../../components/orders/line-units.ts';
import { formatOrderDate } from '../format-order-date.ts';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { HeadedSection } from '../../../components/ui/headed-section.tsx';

const t = messages.orderPages;

type ShippedLine = PurchaseOrder['shipments'][number]['lines'][number];

const shippedColumns = (): Column<ShippedLine>[] => [
  { header: t.sku, className: 'font-mono text-sm', cell: (line) => line.sku ?? '—' },
  { header: messages.ordering.product, rowHeader: true, className: 'font-medium', cell: (line) => line.name },
  { header: sm.shippedColumn, numeric: true, cell: (line) => quantityText(line) },
];

/**
 * The order's shipments (PRODUCT.md §22), for its buyer and the store: each with its number, date,
 * carrier and tracking number and what it held. Nothing before the first one leaves.
 */
export function ShipmentsSection({ order }: { order: Pick<PurchaseOrder, 'shipments'> }) {
  if (order.shipments.length === 0) return null;
  return (
    <HeadedSection headingId="shipments-heading" title={sm.heading}>
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
            <ResponsiveTable
              caption={sm.linesCaption(shipment.number)}
              size="sm"
              columns={shippedColumns()}
              rows={shipment.lines}
              rowKey={(line) => line.lineId}
            />
          </article>
        );
      })}
    </HeadedSection>
  );
}
