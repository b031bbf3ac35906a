import type { Quote } from '#shared/quotes/quote.schema.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import type { useQuotes } from '../api/get-quotes.ts';
import { pageCount } from '../use-list-params.ts';
import { QuotesTable } from './quotes-table.tsx';

interface QuotesListProps {
  quotes: ReturnType<typeof useQuotes>;
  /** What an empty answer says. */
  empty: string;
  page: number;
  onPage: (page: number) => void;
  showBuyer?: boolean;
  /** The page's order of the quotes (the store's: open ones first). */
  arrange?: (items: Quote[]) => Quote[];
}

/** One page of quotes (My Quotes, Manage Quotes): loading, the error with Retry, nothing yet, or the table and its pages. */
export function QuotesList({
  quotes,
  empty,
  page,
  onPage,
  showBuyer = false,
  arrange = (items) => items,
}: QuotesListProps) {
  if (quotes.isPending) return <LoadingState />;
  if (quotes.isError) {
    return <ErrorState error={quotes.error} onRetry={() => void quotes.refetch()} isRetrying={quotes.isFetching} />;
  }
  if (quotes.data.total === 0) return <p className="rounded-box border border-base-300 p-6">{empty}</p>;
  const pages = pageCount(quotes.data.total);
  return (
    <>
      <QuotesTable quotes={arrange(quotes.data.items)} showBuyer={showBuyer} />
      {pages > 1 && <Pagination page={page} pages={pages} onPage={onPage} />}
    </>
  );
}
