import { ChoiceFilter } from '../../../components/ui/choice-filter.tsx';
import { quotes } from '#shared/messages/quotes.ts';
import { type QuoteStatus, quoteStatuses } from '#shared/quotes/quote.schema.ts';

export const isQuoteStatus = (value: string | null): value is QuoteStatus =>
  (quoteStatuses as readonly (string | null)[]).includes(value);

/** Narrows Manage Quotes to one status, e.g. the requests waiting for a price. */
export function QuoteStatusFilter(props: {
  value: QuoteStatus | undefined;
  onChange: (status: QuoteStatus | undefined) => void;
}) {
  return (
    <ChoiceFilter
      label={quotes.statusFilter}
      allLabel={quotes.allStatuses}
      choices={quoteStatuses}
      labelOf={(status) => quotes.statuses[status]}
      {...props}
    />
  );
}
