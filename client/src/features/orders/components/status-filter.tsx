import { ChoiceFilter } from '../../../components/ui/choice-filter.tsx';
import { messages } from '#shared/messages.ts';
import { type PurchaseOrderStatus, purchaseOrderStatuses } from '#shared/orders/purchase-order.schema.ts';
import { statusLabel } from './status-badges.tsx';

interface StatusFilterProps {
  value: PurchaseOrderStatus | undefined;
  onChange: (status: PurchaseOrderStatus | undefined) => void;
}

export const isPurchaseOrderStatus = (value: string | null): value is PurchaseOrderStatus =>
  (purchaseOrderStatuses as readonly (string | null)[]).includes(value);

/** Narrows Manage All Orders to one status, e.g. the paid orders waiting for production. */
export function StatusFilter(props: StatusFilterProps) {
  return (
    <ChoiceFilter
      label={messages.ordering.statusFilter}
      allLabel={messages.ordering.allStatuses}
      choices={purchaseOrderStatuses}
      labelOf={statusLabel}
      {...props}
    />
  );
}
