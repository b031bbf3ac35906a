import type { ReactNode } from 'react';
import { formatDate } from '#shared/format-date.ts';
import { Link } from 'react-router';
import { orderLines as l } from '#shared/messages/order-lines.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { Quote, QuoteStatus } from '#shared/quotes/quote.schema.ts';
import { paths } from '#shared/routes.ts';
import { apiBaseUrl } from '../../../config/env.ts';
import { quoteTotal } from '../quote-rules.ts';
import { quoteItem } from './quote-item.ts';
import { QuoteStatusBadge } from './quote-status-badge.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { HeadedSection } from '../../../components/ui/headed-section.tsx';

const t = quotes;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return <FactList facts={rows} />;
}

/** What the buyer asked for: the request's facts and the drawing, a plain download link. */
export function QuoteRequestFacts({
  quote,
  status,
  showBuyer,
}: {
  quote: Quote;
  status: QuoteStatus;
  showBuyer: boolean;
}) {
  const rows: [string, ReactNode][] = [
    [t.status, <QuoteStatusBadge key="status" status={status} />],
    ...(showBuyer ? [[t.buyer, `${quote.buyer.name} (${quote.buyer.email})`] as [string, string]] : []),
    [
      t.product,
      quote.productId ? (
        <Link key="product" to={paths.product(quote.productId)} className="link">
          {quoteItem(quote)}
        </Link>
      ) : (
        quoteItem(quote)
      ),
    ],
    [t.grade, quote.grade || '—'],
    [t.dimensions, quote.dimensions],
    [l.certificateLabel, quote.certificateRequired ?? l.noCertificate],
    [l.supplyLabel, quote.asSold ? l.fromStock : l.madeToOrder],
    [t.columns.quantity, String(quote.quantity)],
    [t.targetDate, quote.targetDate ?? t.noTargetDate],
    [t.requestedOn, formatDate(quote.createdAt)],
    [t.notes, quote.notes || '—'],
    [
      t.drawingLabel,
      quote.drawing ? (
        // A plain link: the browser downloads the file with the session cookie, as the invoice.
        <a key="drawing" href={`${apiBaseUrl}${quote.drawing.url}`} className="link" download={quote.drawing.name}>
          {t.downloadDrawing(quote.drawing.name)}
        </a>
      ) : (
        t.noDrawing
      ),
    ],
  ];
  return (
    <HeadedSection headingId="request-heading" title={t.requestHeading} className="flex flex-col gap-3">
      <Facts rows={rows} />
    </HeadedSection>
  );
}

/** The store's answer: unit price, total, lead time, valid-until and its note; or that none came yet. */
export function QuoteAnswerFacts({ quote }: { quote: Quote }) {
  const total = quoteTotal(quote);
  return (
    <HeadedSection headingId="answer-heading" title={t.answerHeading} className="flex flex-col gap-3">
      {quote.unitPrice === null ? (
        <>
          <p>{t.notAnsweredYet}</p>
          {quote.note && <Facts rows={[[t.storeNote, quote.note]]} />}
        </>
      ) : (
        <Facts
          rows={[
            [t.unitPrice, formatMoney(quote.unitPrice, quote.currency)],
            [t.total, total === null ? '—' : formatMoney(total, quote.currency)],
            [t.leadTime, quote.leadTimeDays === null ? '—' : t.leadTimeDays(quote.leadTimeDays)],
            [t.validUntil, quote.validUntil ?? '—'],
            ...(quote.note ? [[t.storeNote, quote.note] as [string, string]] : []),
            ...(quote.purchaseOrderId
              ? [
                  [
                    t.purchaseOrder,
                    <Link key="po" to={paths.purchaseOrder(quote.purchaseOrderId)} className="link">
                      {t.openPurchaseOrder}
                    </Link>,
                  ] as [string, ReactNode],
                ]
              : []),
          ]}
        />
      )}
    </HeadedSection>
  );
}
