import { Link } from 'react-router';
import { quotes as texts } from '#shared/messages/quotes.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useQuotes } from './api/get-quotes.ts';
import { QuotesTable } from './components/quotes-table.tsx';
import { pageCount, pageSize, useQuoteListParams } from './use-list-params.ts';

const t = texts;

/** /dashboard/quotes: the buyer's own quotes, newest first (docs/product/quotes.md). */
export function MyQuotesPage() {
  const { page, update } = useQuoteListParams();
  const quotes = useQuotes({ scope: 'mine', page, pageSize });
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.myQuotesTitle} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t.myQuotesTitle}</h1>
        <Link to={quotePaths.newQuote} className="btn btn-primary">
          {t.requestQuote}
        </Link>
      </div>
      {quotes.isPending ? (
        <LoadingState />
      ) : quotes.isError ? (
        <ErrorState error={quotes.error} onRetry={() => void quotes.refetch()} isRetrying={quotes.isFetching} />
      ) : quotes.data.total === 0 ? (
        <p className="rounded-box border border-base-300 p-6">{t.noQuotes}</p>
      ) : (
        <>
          <QuotesTable quotes={quotes.data.items} />
          {pageCount(quotes.data.total) > 1 && (
            <Pagination page={page} pages={pageCount(quotes.data.total)} onPage={(next) => update({ page: next })} />
          )}
        </>
      )}
    </div>
  );
}
