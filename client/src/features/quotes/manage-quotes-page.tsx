import { quotes as texts } from '#shared/messages/quotes.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useQuotes } from './api/get-quotes.ts';
import { QuoteStatusFilter } from './components/quote-status-filter.tsx';
import { openFirst } from './quote-rules.ts';
import { QuotesList } from './components/quotes-list.tsx';
import { pageSize, useQuoteListParams } from './use-list-params.ts';

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
      <QuotesList
        quotes={quotes}
        empty={status ? t.noQuotesWithStatus : t.noQuotesAtAll}
        page={page}
        onPage={(next) => update({ page: next })}
        showBuyer
        arrange={(items) => openFirst(items, new Date())}
      />
    </div>
  );
}
