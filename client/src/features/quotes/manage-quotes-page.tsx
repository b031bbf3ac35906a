import { quotes as texts } from '#shared/messages/quotes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useQuotes } from './api/get-quotes.ts';
import { QuoteStatusFilter } from './components/quote-status-filter.tsx';
import { QuotesTable } from './components/quotes-table.tsx';
import { openFirst } from './quote-rules.ts';
import { pageCount, pageSize, useQuoteListParams } from './use-list-params.ts';

const t = texts;

/**
 * /dashboard/manageQuotes (admins): every buyer's quotes, filtered by status and paged like Manage
 * All Orders. Within a page the open ones (waiting for the store or the buyer) come first.
 */
export function ManageQuotesPage() {
  const { status, page, update } = useQuoteListParams();
  const quotes = useQuotes({ scope: 'all', status, page, pageSize });
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.manageQuotesTitle} />
      <h1 className="text-3xl font-bold">{t.manageQuotesTitle}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <QuoteStatusFilter value={status} onChange={(next) => update({ status: next })} />
        {quotes.data && (
          // Announces how many quotes the filter leaves.
          <p aria-live="polite" className="text-base-content/80">
            {t.quoteCount(quotes.data.total)}
          </p>
        )}
      </div>
      {quotes.isPending ? (
        <LoadingState />
      ) : quotes.isError ? (
        <ErrorState error={quotes.error} onRetry={() => void quotes.refetch()} isRetrying={quotes.isFetching} />
      ) : quotes.data.total === 0 ? (
        <p className="rounded-box border border-base-300 p-6">{status ? t.noQuotesWithStatus : t.noQuotesAtAll}</p>
      ) : (
        <>
          <QuotesTable quotes={openFirst(quotes.data.items, new Date())} showBuyer />
          {pageCount(quotes.data.total) > 1 && (
            <Pagination page={page} pages={pageCount(quotes.data.total)} onPage={(next) => update({ page: next })} />
          )}
        </>
      )}
    </div>
  );
}
