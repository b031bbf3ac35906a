import { Link } from 'react-router';
import { quotes as texts } from '#shared/messages/quotes.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';
import { quoteTotal, shownStatus } from '../quote-rules.ts';
import { quoteItem } from './quote-item.ts';
import { QuoteStatusBadge } from './quote-status-badge.tsx';

const t = texts;
const c = t.columns;

/**
 * A list of quotes (My Quotes, Manage Quotes): number (the link to the quote), what and how many,
 * status, the quoted prices and how long they hold. Admins see who asked.
 */
export function QuotesTable({ quotes, showBuyer = false }: { quotes: Quote[]; showBuyer?: boolean }) {
  const now = new Date();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table">
        <caption className="sr-only">{t.listCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.number}</th>
            {showBuyer && <th scope="col">{c.buyer}</th>}
            <th scope="col">{c.item}</th>
            <th scope="col">{c.grade}</th>
            <th scope="col">{c.dimensions}</th>
            <th scope="col" className="text-right">
              {c.quantity}
            </th>
            <th scope="col">{c.status}</th>
            <th scope="col" className="text-right">
              {c.unitPrice}
            </th>
            <th scope="col" className="text-right">
              {c.total}
            </th>
            <th scope="col">{c.validUntil}</th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => {
            const total = quoteTotal(quote);
            return (
              <tr key={quote._id}>
                <th scope="row" className="whitespace-nowrap">
                  <Link to={quotePaths.quote(quote._id)} className="link font-mono">
                    {quote.number}
                  </Link>
                </th>
                {showBuyer && (
                  <td>
                    {quote.buyer.name}
                    <br />
                    <span className="text-sm text-base-content/75">{quote.buyer.email}</span>
                  </td>
                )}
                <td>{quoteItem(quote)}</td>
                <td>{quote.grade || '—'}</td>
                <td>{quote.dimensions}</td>
                <td className="text-right tabular-nums">{quote.quantity}</td>
                <td>
                  <QuoteStatusBadge status={shownStatus(quote, now)} />
                </td>
                <td className="text-right tabular-nums whitespace-nowrap">
                  {quote.unitPrice === null ? '—' : formatMoney(quote.unitPrice, quote.currency)}
                </td>
                <td className="text-right tabular-nums whitespace-nowrap">
                  {total === null ? '—' : formatMoney(total, quote.currency)}
                </td>
                <td className="whitespace-nowrap">{quote.validUntil ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
