import { ChoiceFilter } from '../../../components/ui/choice-filter.tsx';
import { outbox as t } from '#shared/messages/outbox.ts';
import { type OutboxStatus, outboxStatuses } from '#shared/outbox/outbox.schema.ts';

/** Narrows the outbox to one status, e.g. the failed messages. */
export function OutboxStatusFilter(props: {
  value: OutboxStatus | undefined;
  onChange: (status: OutboxStatus | undefined) => void;
}) {
  return (
    <ChoiceFilter
      label={t.page.filterLabel}
      allLabel={t.page.all}
      choices={outboxStatuses}
      labelOf={(status) => t.page.statuses[status]}
      {...props}
    />
  );
}
