import { Link } from 'react-router';
import { formLabels, metalLabels } from '#shared/catalog/taxonomy.ts';
import { backOffice } from '#shared/messages/back-office.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import type { Overview } from '#shared/stats/overview.schema.ts';
import { formatDate } from '../format-date.ts';
import { Section } from './section.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

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
        <ResponsiveTable
          caption={t.caption}
          captionVisible
          size="sm"
          bordered={false}
          columns={[
            {
              header: t.number,
              rowHeader: true,
              cell: (quote) => (
                <Link to={quotePaths.quote(quote._id)} className="link font-mono">
                  {quote.number}
                </Link>
              ),
            },
            { header: t.buyer, cell: (quote) => quote.buyer },
            { header: t.item, cell: (quote) => `${metalLabels[quote.metal]}, ${formLabels[quote.form].toLowerCase()}` },
            { header: t.quantity, numeric: true, cell: (quote) => quote.quantity },
            {
              header: t.asked,
              cell: (quote) => <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>,
            },
          ]}
          rows={quotes.oldest}
          rowKey={(quote) => quote._id}
        />
      )}
    </Section>
  );
}
