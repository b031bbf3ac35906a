import { useId } from 'react';
import { outbox as t } from '#shared/messages/outbox.ts';
import { type OutboxStatus, outboxStatuses } from '#shared/outbox/outbox.schema.ts';

const isOutboxStatus = (value: string): value is OutboxStatus => (outboxStatuses as readonly string[]).includes(value);

/** Narrows the outbox to one status, e.g. the failed messages. */
export function OutboxStatusFilter({
  value,
  onChange,
}: {
  value: OutboxStatus | undefined;
  onChange: (status: OutboxStatus | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {t.page.filterLabel}
      </label>
      <select
        id={id}
        className="select select-bordered w-auto"
        value={value ?? ''}
        onChange={(event) => onChange(isOutboxStatus(event.target.value) ? event.target.value : undefined)}
      >
        <option value="">{t.page.all}</option>
        {outboxStatuses.map((status) => (
          <option key={status} value={status}>
            {t.page.statuses[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
