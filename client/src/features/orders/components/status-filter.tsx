import { useId } from 'react';
import { messages } from '#shared/messages.ts';
import { type OrderStatus, orderStatuses } from '#shared/orders/order.schema.ts';

const t = messages.ordering;

interface StatusFilterProps {
  value: OrderStatus | '';
  onChange: (status: OrderStatus | '') => void;
}

const isStatus = (value: string): value is OrderStatus => (orderStatuses as readonly string[]).includes(value);

/** Narrows Manage All Orders to one status, e.g. the paid orders waiting to be shipped. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-semibold">
        {t.statusFilter}
      </label>
      <select
        id={id}
        className="select select-bordered select-sm w-auto"
        value={value}
        onChange={(event) => onChange(isStatus(event.target.value) ? event.target.value : '')}
      >
        <option value="">{t.allStatuses}</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {t.statuses[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
