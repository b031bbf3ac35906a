import { messages } from '#shared/messages.ts';
import type { PurchaseOrderEvent } from '#shared/orders/purchase-order.schema.ts';
import { formatOrderDate } from '../format-order-date.ts';
import { eventLabel, timelineOf } from '../purchase-order-rules.ts';
import { HeadedSection } from '../../../components/ui/headed-section.tsx';

/** Every change of the order with its time, oldest first, in the reader's locale (docs/product/ordering.md#status). */
export function OrderTimeline({ events }: { events: PurchaseOrderEvent[] }) {
  return (
    <HeadedSection headingId="timeline-heading" title={messages.orderPages.timeline} className="flex flex-col gap-3">
      <ol className="flex flex-col gap-2 border-l-2 border-base-300 pl-4">
        {timelineOf(events).map((event, index) => (
          <li key={`${event.at}-${event.type}-${index}`} className="flex flex-col sm:flex-row sm:gap-4">
            <time dateTime={event.at} className="text-sm whitespace-nowrap text-base-content/75 sm:w-48">
              {formatOrderDate(event.at)}
            </time>
            <span>{eventLabel(event)}</span>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
