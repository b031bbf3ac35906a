import { type ReactNode, useId } from 'react';
import { messages } from '#shared/messages.ts';
import { orderSearch } from '#shared/messages/order-search.ts';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import type { OrderListChange, OrderListFilters } from '../use-order-list-params.ts';
import { StatusFilter } from './status-filter.tsx';

interface OrderFiltersProps {
  filters: OrderListFilters;
  onChange: (changes: OrderListChange) => void;
  /** What the search box finds in this list (its placeholder). */
  searchHint: string;
  /** The count the filters leave, announced as it changes. */
  children?: ReactNode;
}

function DayField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="input w-auto"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** An order list's filters (My Orders, Manage All Orders): status, search, and the days placed. */
export function OrderFilters({ filters, onChange, searchHint, children }: OrderFiltersProps) {
  const { status, q, from, to } = filters;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <StatusFilter value={status} onChange={(next) => onChange({ status: next })} />
      <div className="min-w-64 flex-1">
        <SearchBox
          value={q}
          onSearch={(next) => onChange({ q: next })}
          label={messages.orderPages.search}
          placeholder={searchHint}
        />
      </div>
      <DayField label={orderSearch.from} value={from} max={to} onChange={(day) => onChange({ from: day })} />
      <DayField label={orderSearch.to} value={to} min={from} onChange={(day) => onChange({ to: day })} />
      {(status || q || from || to) && (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => onChange({ status: undefined, q: '', from: '', to: '' })}
        >
          {orderSearch.clearFilters}
        </button>
      )}
      {children}
    </div>
  );
}
