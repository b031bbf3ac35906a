import { Link } from 'react-router';
import { formLabels, metalLabels } from '#shared/catalog/taxonomy.ts';
import { backOffice } from '#shared/messages/back-office.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import type { Overview } from '#shared/stats/overview.schema.ts';
import { formatDate } from '../format-date.ts';
import { Section } from './section.tsx';

const t = backOffice.quotes;

/** Quotes waiting on the store or on a buyer, and the requests waiting longest (each opens the quote). */
export function OpenQuotes({ quotes }: { quotes: Overview['openQuotes'] }) {
  return (
    <Section title={t.heading}>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        <li>{t.requested(quotes.requested)}</li>
        <li>{t.quoted(quotes.quoted)}</li>
      </ul>
      {quotes.oldest.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <caption className="p-2 text-left font-semibold">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.number}</th>
                <th scope="col">{t.buyer}</th>
                <th scope="col">{t.item}</th>
                <th scope="col" className="text-right">
                  {t.quantity}
                </th>
                <th scope="col">{t.asked}</th>
              </tr>
            </thead>
            <tbody>
              {quotes.oldest.map((quote) => (
                <tr key={quote._id}>
                  <th scope="row">
                    <Link to={quotePaths.quote(quote._id)} className="link font-mono">
                      {quote.number}
                    </Link>
                  </th>
                  <td>{quote.buyer}</td>
                  <td>{`${metalLabels[quote.metal]}, ${formLabels[quote.form].toLowerCase()}`}</td>
                  <td className="text-right tabular-nums">{quote.quantity}</td>
                  <td>
                    <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
