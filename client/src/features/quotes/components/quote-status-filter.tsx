import { useId } from 'react';
import { quotes } from '#shared/messages/quotes.ts';
import { type QuoteStatus, quoteStatuses } from '#shared/quotes/quote.schema.ts';

export const isQuoteStatus = (value: string | null): value is QuoteStatus =>
  (quoteStatuses as readonly (string | null)[]).includes(value);

/** Narrows Manage Quotes to one status, e.g. the requests waiting for a price. */
export function QuoteStatusFilter({
  value,
  onChange,
}: {
  value: QuoteStatus | undefined;
  onChange: (status: QuoteStatus | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {quotes.statusFilter}
      </label>
      <select
        id={id}
        className="select select-bordered w-auto"
        value={value ?? ''}
        onChange={(event) => onChange(isQuoteStatus(event.target.value) ? event.target.value : undefined)}
      >
        <option value="">{quotes.allStatuses}</option>
        {quoteStatuses.map((status) => (
          <option key={status} value={status}>
            {quotes.statuses[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
