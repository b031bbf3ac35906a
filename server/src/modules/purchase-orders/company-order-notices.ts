import { messages } from '#shared/messages.ts';
import { companyOrders as t } from '#shared/messages/company-orders.ts';
import { documents } from '#shared/messages/documents.ts';
import { centsToDollars, formatUsd } from '#shared/money.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { renderHtmlTemplate, renderTextTemplate } from '../../mail/templates.ts';
import { mailOptionsFromConfig } from './documents/purchase-order-mail.ts';
import type { PurchaseOrdersContext } from './place-purchase-order.ts';
import { findPurchaseOrder } from './purchase-orders.repository.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';

/** The company's side of an order (docs/product/companies.md): who hears what. */
export type CompanyOrderNotice = 'waiting' | 'invoice' | 'approved' | 'rejected' | 'overdue';

/** The company approvals page (built by the company pages; the link is the contract). */
export const approvalsPath = '/dashboard/approvals';
/** The company's statement page. */
export const statementPath = '/dashboard/company/statement';

/** The company's admins' addresses: they approve, receive invoices on account and reminders. */
async function companyAdminEmails(context: PurchaseOrdersContext, companyId: string): Promise<string[]> {
  const rows = await context.db
    .selectFrom('company_members')
    .innerJoin('users', 'users.id', 'company_members.user_id')
    .select('users.email')
    .where('company_members.company_id', '=', companyId)
    .where('company_members.role', '=', 'admin')
    .orderBy('users.email')
    .execute();
  return rows.map((row) => row.email);
}

function mailOf(notice: CompanyOrderNotice, head: PurchaseOrderRow, origin: string) {
  const number = formatOrderNumber(Number(head.number));
  const total = formatUsd(centsToDollars(Number(head.total_cents)));
  const outstanding = formatUsd(centsToDollars(Number(head.total_cents) - Number(head.amount_paid_cents)));
  const orderLink = origin + paths.purchaseOrder(head.id);
  const terms = head.payment_terms ? t.termsWords[head.payment_terms] : '';
  switch (notice) {
    case 'waiting': {
      const reason = head.rejected_reason ?? '';
      return {
        subject: t.mail.waitingSubject(number),
        intro: t.mail.waitingText(number, head.buyer_name || head.buyer_email, total, reason, origin + approvalsPath),
        action: origin + approvalsPath,
      };
    }
    case 'invoice':
      return {
        subject: t.mail.invoiceSubject(number),
        intro: t.mail.invoiceText(
          number,
          total,
          terms,
          head.due_date ?? '',
          `${origin}/purchase-orders/${head.id}/invoice.pdf`,
        ),
        action: `${origin}/purchase-orders/${encodeURIComponent(head.id)}/invoice.pdf`,
      };
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
 * Mails the company side of a purchase order after the change is committed, without holding up
 * the answer (the order is the truth, the mail a courtesy; a failure is logged):
 * - `waiting`: the company's admins, an order waits for their approval (a link to the approvals page);
 * - `invoice`: the company's admins, an order on account was confirmed (a link to its invoice PDF);
 * - `approved` / `rejected`: the buyer who placed it;
 * - `overdue`: the company's admins, once per invoice (the sweep's claim decides).
 * A notice that does not fit the order as it now stands (an invoice for a card order) sends nothing.
 * `reason` is the approval reason for `waiting`. Answers the sending, for tests to wait on.
 */
export function noticeToCompany(
  context: PurchaseOrdersContext,
  notice: CompanyOrderNotice,
  purchaseOrderId: string,
  reason?: string,
): Promise<void> {
  return (async () => {
    const head = await findPurchaseOrder(context.db, purchaseOrderId);
    if (!head?.company_id) return;
    if (notice === 'waiting' && head.status !== 'pending_approval') return;
    if (notice === 'invoice' && (head.payment_method !== 'account' || head.due_date === null)) return;
    const to =
      notice === 'approved' || notice === 'rejected'
        ? [head.buyer_email]
        : await companyAdminEmails(context, head.company_id);
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
    for (const address of to) {
      // The quote's template is a plain mail of an intro, facts and one button: the same shape.
      await context.mailer.send({
        to: address,
        subject: view.subject,
        text: renderTextTemplate('quote', view).replace(/\n{3,}/g, '\n\n'),
        html: renderHtmlTemplate('quote', view),
      });
    }
  })().catch((error: unknown) => {
    context.log.error({ err: error, purchaseOrderId, notice }, 'company order mail not sent');
  });
}
