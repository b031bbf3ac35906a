import { Link } from 'react-router';
import { quotes as texts } from '#shared/messages/quotes.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useQuotes } from './api/get-quotes.ts';
import { QuotesList } from './components/quotes-list.tsx';
import { pageSize, useQuoteListParams } from './use-list-params.ts';

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
      <QuotesList quotes={quotes} empty={t.noQuotes} page={page} onPage={(next) => update({ page: next })} />
    </div>
  );
}
