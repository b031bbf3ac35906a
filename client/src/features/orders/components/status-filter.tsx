import { useId } from 'react';
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
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {messages.ordering.statusFilter}
      </label>
      <select
        id={id}
        className="select select-bordered w-auto"
        value={value ?? ''}
        onChange={(event) => onChange(isPurchaseOrderStatus(event.target.value) ? event.target.value : undefined)}
      >
        <option value="">{messages.ordering.allStatuses}</option>
        {purchaseOrderStatuses.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </select>
    </div>
  );
}
