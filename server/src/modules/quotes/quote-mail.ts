import { formLabels, metalLabels } from '#shared/catalog/taxonomy.ts';
import { messages } from '#shared/messages.ts';
import { documents } from '#shared/messages/documents.ts';
import { orderTotalCents } from '#shared/money.ts';
import { fromMajor, toMajor } from '#shared/money/amount.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import { renderHtmlTemplate, renderTextTemplate } from '../../mail/templates.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { enqueue, type OutboxContext } from '../outbox/index.ts';
import { mailOptionsFromConfig, type RenderedMail } from '../../mail/mail-options.ts';
import { toApiQuote } from './quote.mapper.ts';
import { findQuote } from './quotes.repository.ts';
import { formatDate } from '#shared/format-date.ts';
import type { PurchaseOrdersContext } from '../orders/index.ts';

const t = documents.quoteMail;

/** Who hears of a quote, and when: the store of a new request, the buyer of the answer or the decline. */
export type QuoteNotice = 'requested' | 'quoted' | 'declined';

interface Fact {
  label: string;
  value: string;
}

/** What the quote mail prints, already formatted (the templates only lay it out and escape it). */
export function quoteMailView(notice: QuoteNotice, quote: Quote, publicUrl: string, storeName: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  const facts: Fact[] = [
    { label: t.labels.quoteNumber, value: quote.number },
    ...(notice === 'requested' ? [{ label: t.labels.buyer, value: `${quote.buyer.name} <${quote.buyer.email}>` }] : []),
    ...(quote.productName ? [{ label: t.labels.product, value: quote.productName }] : []),
    { label: t.labels.material, value: `${metalLabels[quote.metal]}, ${formLabels[quote.form].toLowerCase()}` },
    ...(quote.grade ? [{ label: t.labels.grade, value: quote.grade }] : []),
    { label: t.labels.dimensions, value: quote.dimensions },
    { label: t.labels.quantity, value: String(quote.quantity) },
    ...(quote.targetDate ? [{ label: t.labels.targetDate, value: formatDate(quote.targetDate) }] : []),
  ];
  if (notice === 'quoted' && quote.unitPrice !== null) {
    // In the quote's currency (PRODUCT.md §17): the buyer's when they asked.
    const { currency } = quote;
    const total = toMajor({
      minor: orderTotalCents(fromMajor(quote.unitPrice, currency).minor, quote.quantity),
      currency,
    });
    facts.push(
      { label: t.labels.unitPrice, value: formatMoney(quote.unitPrice, currency) },
      { label: t.labels.total, value: formatMoney(total, currency) },
      { label: t.labels.leadTime, value: t.leadTimeDays(quote.leadTimeDays ?? 0) },
      { label: t.labels.validUntil, value: formatDate(quote.validUntil ?? '') },
    );
  }
  const validUntil = quote.validUntil ? formatDate(quote.validUntil) : '';
  return {
    storeName,
    footer: notice === 'requested' ? t.footer.store(storeName) : t.footer.buyer(storeName),
    subject: t.subject[notice](quote.number),
    heading: t.heading[notice],
    greeting: notice === 'requested' ? documents.mail.greeting('') : documents.mail.greeting(quote.buyer.name),
    intro:
      notice === 'requested'
        ? t.intro.requested(quote.number, quote.buyer.name || quote.buyer.email)
        : notice === 'quoted'
          ? t.intro.quoted(quote.number, validUntil)
          : t.intro.declined(quote.number),
    facts,
    noteLabel: t.noteLabel[notice],
    note: (notice === 'requested' ? quote.notes : quote.note) || null,
    action: { label: t.action[notice], href: origin + quotePaths.quote(quote._id) },
  };
}

/**
 * Records the buyer's mail about the store's answer (`quoted`) or decline in the transaction that
 * moves the quote (PRODUCT.md §21, ADR 023). A new request is the staff's mail, `notifyStaff(trx,
 * …, 'quoteRequested', …)`, rendered by `renderQuoteMail` as `requested`.
 */
export async function noticeOfQuote(
  trx: Kysely<Database>,
  context: OutboxContext,
  notice: 'quoted' | 'declined',
  quoteId: string,
): Promise<void> {
  const quote = await trx.selectFrom('quotes').select('buyer_email').where('id', '=', quoteId).executeTakeFirst();
  if (!quote) return;
  await enqueue(trx, context, 'quote', quote.buyer_email, { quoteId, notice });
}

/** The quote mail as the quote stands when it is sent (outbox topics `quote` and staff `quoteRequested`). */
export async function renderQuoteMail(
  context: Pick<PurchaseOrdersContext, 'db' | 'config'>,
  notice: QuoteNotice,
  quoteId: string,
): Promise<RenderedMail | null> {
  const row = await findQuote(context.db, quoteId);
  if (!row) return null;
  const quote = toApiQuote(row, context.config.now());
  const view = quoteMailView(notice, quote, mailOptionsFromConfig(context.config).publicUrl, messages.ui.siteName);
  return {
    subject: view.subject,
    text: renderTextTemplate('quote', view).replace(/\n{3,}/g, '\n\n'),
    html: renderHtmlTemplate('quote', view),
  };
}
