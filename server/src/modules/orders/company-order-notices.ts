import { currentLanguage } from '#shared/i18n/current-language.ts';
import { messages } from '#shared/messages.ts';
import { companyOrders as t } from '#shared/messages/company-orders.ts';
import { documents } from '#shared/messages/documents.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { renderHtmlTemplate, renderTextTemplate } from '../../mail/templates.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { enqueueMany, type OutboxContext, type OutboxPayloads } from '../outbox/index.ts';
import { mailOptionsFromConfig, type RenderedMail } from '../../mail/mail-options.ts';
import type { FastifyInstance } from 'fastify';
import { renderInvoiceMail } from './documents/invoice-mail.ts';
import { invoiceTask } from './invoice-input.ts';
import { moneyIn } from './order-money.ts';
import { toApiPurchaseOrder } from './purchase-order.mapper.ts';
import { findPurchaseOrder, findPurchaseOrderDetail } from './purchase-orders.repository.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';

/** The company's side of an order (docs/product/companies.md): who hears what. */
export type CompanyOrderNotice = 'waiting' | 'invoice' | 'approved' | 'rejected' | 'overdue';

/** The company approvals page (built by the company pages; the link is the contract). */
export const approvalsPath = '/dashboard/approvals';
/** The company's statement page. */
export const statementPath = '/dashboard/company/statement';

/** The company's admins' addresses: they approve, receive invoices on account and reminders. */
async function companyAdminEmails(db: Kysely<Database>, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('company_members')
    .innerJoin('users', 'users.id', 'company_members.user_id')
    .select('users.email')
    .where('company_members.company_id', '=', companyId)
    .where('company_members.role', '=', 'admin')
    .orderBy('users.email')
    .execute();
  return rows.map((row) => row.email);
}

function mailOf(notice: Exclude<CompanyOrderNotice, 'invoice'>, head: PurchaseOrderRow, origin: string) {
  const number = formatOrderNumber(Number(head.number));
  // In the order's currency (PRODUCT.md §17).
  const total = moneyIn(head.currency, head.total_cents);
  const outstanding = moneyIn(head.currency, Number(head.total_cents) - Number(head.amount_paid_cents));
  const orderLink = origin + paths.purchaseOrder(head.id);
  switch (notice) {
    case 'waiting': {
      const reason = head.rejected_reason ?? '';
      return {
        subject: t.mail.waitingSubject(number),
        intro: t.mail.waitingText(number, head.buyer_name || head.buyer_email, total, reason, origin + approvalsPath),
        action: origin + approvalsPath,
      };
    }
    case 'approved':
      return {
        subject: t.mail.approvedSubject(number),
        intro: t.mail.approvedText(number, orderLink),
        action: orderLink,
      };
    case 'rejected':
      return {
        subject: t.mail.rejectedSubject(number),
        intro: t.mail.rejectedText(number, head.rejected_reason ?? '', orderLink),
        action: orderLink,
      };
    case 'overdue':
      return {
        subject: t.mail.overdueSubject(number),
        intro: t.mail.overdueText(number, outstanding, head.due_date ?? '', origin + statementPath),
        action: origin + statementPath,
      };
  }
}

/**
 * Records the company side of a purchase order in the transaction of the change (PRODUCT.md §21,
 * ADR 023), one outbox message per recipient:
 * - `waiting`: the company's admins, an order waits for their approval (a link to the approvals page);
 * - `invoice`: the company's admins, an order on account was confirmed (its invoice PDF attached);
 * - `approved` / `rejected`: the buyer who placed it;
 * - `overdue`: the company's admins, once per invoice (the sweep's claim decides).
 * A notice that does not fit the order as it stands in `trx` (an invoice for a card order) records
 * nothing. `reason` is the approval reason for `waiting`.
 */
export async function noticeToCompany(
  trx: Kysely<Database>,
  context: OutboxContext,
  notice: CompanyOrderNotice,
  purchaseOrderId: string,
  reason?: string,
): Promise<void> {
  const head = await findPurchaseOrder(trx, purchaseOrderId);
  if (!head?.company_id) return;
  if (notice === 'waiting' && head.status !== 'pending_approval') return;
  if (notice === 'invoice' && (head.payment_method !== 'account' || head.due_date === null)) return;
  const to =
    notice === 'approved' || notice === 'rejected'
      ? [head.buyer_email]
      : await companyAdminEmails(trx, head.company_id);
  await enqueueMany(
    trx,
    context,
    to.map((recipient) => ({
      topic: 'companyOrder',
      recipient,
      payload: { purchaseOrderId, notice, ...(reason === undefined ? {} : { reason }) },
    })),
  );
}

/**
 * The invoice mail (PRODUCT.md §16), with the invoice's PDF attached. The PDF is made here, as the
 * outbox sends the mail, from the order's id in the payload, rather than stored in the outbox's
 * row when the order is invoiced: a row stays a few hundred bytes (a 500-line invoice is ~70 KB,
 * ~95 KB as base64 in JSON, once per admin), a retry attaches the invoice as the order stands then
 * (the same version the admins download), and the PDF is built on the document pool's worker
 * threads and kept (ADR 025), so neither this worker's thread nor the downloads that follow build it
 * again. A build that fails throws: the message is retried like a mail server that is down.
 */
async function renderInvoiceNotice(context: CompanyNoticeContext, purchaseOrderId: string) {
  const detail = await findPurchaseOrderDetail(context.db, purchaseOrderId);
  if (!detail) return null;
  const order = toApiPurchaseOrder(detail, null);
  const task = await invoiceTask(context, order);
  // In the language the mail is rendered in: its recipient's (the outbox delivers inside it).
  const pdf = await context.builtDocuments.content(order._id, task, currentLanguage());
  return renderInvoiceMail(order, task.input.billing, mailOptionsFromConfig(context.config), pdf);
}

type CompanyNoticeContext = Pick<FastifyInstance, 'db' | 'config' | 'builtDocuments'>;

/** The company's mail as the order stands when it is sent (the outbox topic `companyOrder`). */
export async function renderCompanyNotice(
  context: CompanyNoticeContext,
  payload: OutboxPayloads['companyOrder'],
): Promise<RenderedMail | null> {
  const { notice, reason } = payload;
  if (notice === 'invoice') return renderInvoiceNotice(context, payload.purchaseOrderId);
  const head = await findPurchaseOrder(context.db, payload.purchaseOrderId);
  if (!head) return null;
  const origin = mailOptionsFromConfig(context.config).publicUrl;
  const mail = mailOf(
    notice,
    { ...head, rejected_reason: notice === 'waiting' ? (reason ?? '') : head.rejected_reason },
    origin,
  );
  const view = {
    storeName: messages.ui.siteName,
    footer: documents.mail.footer(messages.ui.siteName),
    subject: mail.subject,
    heading: mail.subject,
    greeting: documents.mail.greeting(''),
    intro: mail.intro,
    facts: [],
    noteLabel: '',
    note: null,
    action: { label: mail.subject, href: mail.action },
  };
  // The quote's template is a plain mail of an intro, facts and one button: the same shape.
  return {
    subject: view.subject,
    text: renderTextTemplate('quote', view).replace(/\n{3,}/g, '\n\n'),
    html: renderHtmlTemplate('quote', view),
  };
}
