import { Link } from 'react-router';
import { quotes as texts } from '#shared/messages/quotes.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';
import { quoteTotal, shownStatus } from '../quote-rules.ts';
import { quoteItem } from './quote-item.ts';
import { QuoteStatusBadge } from './quote-status-badge.tsx';
import { type MaybeColumn, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

const t = texts;
const c = t.columns;

/**
 * A list of quotes (My Quotes, Manage Quotes): number (the link to the quote), what and how many,
 * status, the quoted prices and how long they hold. Admins see who asked.
 */
export function QuotesTable({ quotes, showBuyer = false }: { quotes: Quote[]; showBuyer?: boolean }) {
  const now = new Date();
  const columns: MaybeColumn<Quote>[] = [
    {
      header: c.number,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (quote) => (
        <Link to={quotePaths.quote(quote._id)} className="link font-mono">
          {quote.number}
        </Link>
      ),
    },
    showBuyer && {
      header: c.buyer,
      cell: (quote) => (
        <span>
          {quote.buyer.name}
          <br />
          <span className="text-sm text-base-content/75">{quote.buyer.email}</span>
        </span>
      ),
    },
    { header: c.item, cell: quoteItem },
    { header: c.grade, cell: (quote) => quote.grade || '—' },
    { header: c.dimensions, cell: (quote) => quote.dimensions },
    { header: c.quantity, numeric: true, cell: (quote) => quote.quantity },
    { header: c.status, cell: (quote) => <QuoteStatusBadge status={shownStatus(quote, now)} /> },
    {
      header: c.unitPrice,
      numeric: true,
      cell: (quote) => (quote.unitPrice === null ? '—' : formatMoney(quote.unitPrice, quote.currency)),
    },
    {
      header: c.total,
      numeric: true,
      cell: (quote) => {
        const total = quoteTotal(quote);
        return total === null ? '—' : formatMoney(total, quote.currency);
      },
    },
    { header: c.validUntil, className: 'whitespace-nowrap', cell: (quote) => quote.validUntil ?? '—' },
  ];
  return <ResponsiveTable caption={t.listCaption} columns={columns} rows={quotes} rowKey={(quote) => quote._id} />;
}
