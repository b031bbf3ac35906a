import { messages } from '#shared/messages.ts';
import { documents } from '#shared/messages/documents.ts';
import { outbox } from '#shared/messages/outbox.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import type { FreightPendingReason } from '#shared/orders/costs/freight.ts';
import { freightPendingText } from '#shared/orders/costs/freight-reasons.ts';
import { paths } from '#shared/routes.ts';
import type { FastifyInstance } from 'fastify';
import { renderHtmlTemplate, renderTextTemplate } from '../../mail/templates.ts';
import { mailOptionsFromConfig, type RenderedMail } from '../../mail/mail-options.ts';
import { moneyIn } from './order-money.ts';
import { statusWords } from './status-words.ts';
import { findPurchaseOrderDetail } from './purchase-orders.repository.ts';

const t = outbox.staffMail.purchaseOrderPlaced;

/**
 * The staff's mail of a new purchase order (PRODUCT.md §21, SELLER_EMAIL): who ordered what for how
 * much, and a link to the order in the back office. One line per fact, whatever the buyer typed.
 */
export async function renderStaffOrderMail(
  context: Pick<FastifyInstance, 'db' | 'config'>,
  purchaseOrderId: string,
): Promise<RenderedMail | null> {
  const detail = await findPurchaseOrderDetail(context.db, purchaseOrderId);
  if (!detail) return null;
  const { head, lines } = detail;
  const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
  const number = formatOrderNumber(Number(head.number));
  // Why the store must quote the freight before the buyer can pay: the staff's next step.
  const toQuote =
    head.freight_status === 'pending'
      ? (JSON.parse(head.freight_pending_json ?? '[]') as FreightPendingReason[]).map(freightPendingText).join('; ') ||
        '-'
      : null;
  // In the order's currency (PRODUCT.md §17).
  const total = moneyIn(head.currency, head.total_cents);
  const buyer = oneLine(head.buyer_name ? `${head.buyer_name} <${head.buyer_email}>` : head.buyer_email);
  const origin = mailOptionsFromConfig(context.config).publicUrl.replace(/\/+$/, '');
  const view = {
    storeName: messages.ui.siteName,
    footer: outbox.staffMail.footer(messages.ui.siteName),
    subject: t.subject(number),
    heading: t.heading,
    greeting: documents.mail.greeting(''),
    intro: t.intro(number, buyer, total),
    facts: [
      { label: t.labels.orderNumber, value: number },
      { label: t.labels.buyer, value: buyer },
      ...(head.buyer_company ? [{ label: t.labels.company, value: oneLine(head.buyer_company) }] : []),
      ...(head.po_number ? [{ label: t.labels.poNumber, value: oneLine(head.po_number) }] : []),
      { label: t.labels.lines, value: String(lines.length) },
      { label: t.labels.total, value: total },
      { label: t.labels.status, value: statusWords[head.status] },
      ...(toQuote ? [{ label: t.labels.freightToQuote, value: toQuote }] : []),
    ],
    noteLabel: '',
    note: null,
    action: { label: t.action, href: origin + paths.manageOrder(head.id) },
  };
  return {
    subject: view.subject,
    text: renderTextTemplate('quote', view).replace(/\n{3,}/g, '\n\n'),
    html: renderHtmlTemplate('quote', view),
  };
}
