import { useState } from 'react';
import { outbox as t } from '#shared/messages/outbox.ts';
import type { OutboxStatus } from '#shared/outbox/outbox.schema.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useOutbox } from './api/get-outbox.ts';
import { OutboxStatusFilter } from './components/outbox-status-filter.tsx';
import { OutboxTable } from './components/outbox-table.tsx';

/**
 * /dashboard/outbox (admins; PRODUCT.md §21, ADR 023): the mail the store sends, failed and
 * undelivered first, each with Resend; everything from GET /outbox.
 */
export function OutboxPage() {
  const [status, setStatus] = useState<OutboxStatus | undefined>();
  const outbox = useOutbox(status);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.page.title} />
      <h1 className="text-3xl font-bold">{t.page.title}</h1>
      <p>{t.page.intro}</p>
      <OutboxStatusFilter value={status} onChange={setStatus} />
      {outbox.isPending ? (
        <LoadingState />
      ) : outbox.isError ? (
        <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} isRetrying={outbox.isFetching} />
      ) : (
        <OutboxTable messages={outbox.data} />
      )}
    </div>
  );
}
