import { shipments as sm } from '#shared/messages/shipments.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { packingLinesLeft, packingLinesOf, packingWeightKg } from '../shipment-packing.ts';
import { PackingList } from './packing-list.tsx';
import { HeadedSection } from '../../../components/ui/headed-section.tsx';

/**
 * The admin's packing lists (PRODUCT.md §15, §22): what is still to ship, then each shipment's own.
 * Before anything ships, the first is the whole order with its estimated weight, as it always was.
 */
export function PackingLists({ order }: { order: PurchaseOrder }) {
  const left = packingLinesLeft(order);
  return (
    <HeadedSection headingId="packing-heading" title={unitPages.packing}>
      {left.length > 0 && (
        <PackingList
          caption={unitPages.packingCaption(order.number)}
          heading={sm.packingRemaining}
          lines={left}
          totalWeightKg={order.shipments.length === 0 ? order.totalWeightKg : packingWeightKg(left)}
          weightTestId="packing-weight"
        />
      )}
      {order.shipments.map((shipment) => {
        const lines = packingLinesOf(order, shipment);
        return (
          <PackingList
            key={shipment._id}
            caption={sm.packingTitle(shipment.number)}
            heading={sm.packingTitle(shipment.number)}
            lines={lines}
            totalWeightKg={packingWeightKg(lines)}
            weightTestId={`packing-weight-${shipment.number}`}
          />
        );
      })}
    </HeadedSection>
  );
}
