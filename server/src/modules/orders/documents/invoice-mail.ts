import { companyOrders } from '#shared/messages/company-orders.ts';
import { documents } from '#shared/messages/documents.ts';
import { formatDate } from '#shared/format-date.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { RenderedMail } from '../../../mail/mail-options.ts';
import { renderHtmlTemplate, renderTextTemplate } from '../../../mail/templates.ts';
import type { SellerBilling } from '../../../seller.ts';
import { termsWords } from './invoice-totals.ts';
import { type OrderMailFacts, orderMailFacts, type PurchaseOrderMailOptions } from './mail-view.ts';
import { type Fact, remittanceFacts } from './order-facts.ts';

/** What the invoice mail prints beyond the order's facts: its intro, due date and how to pay. */
export interface InvoiceMailView extends OrderMailFacts {
  subject: string;
  heading: string;
  intro: string;
  dueDate: string;
  howToPay: Fact[];
}

export function invoiceMailView(
  po: PurchaseOrder,
  billing: SellerBilling,
  options: Pick<PurchaseOrderMailOptions, 'publicUrl' | 'storeName'>,
): InvoiceMailView {
  const facts = orderMailFacts(po, options);
  const dueDate = po.dueDate ? formatDate(po.dueDate) : '';
  return {
    ...facts,
    // To the company's admins, who did not all place it.
    greeting: documents.mail.greeting(''),
    subject: companyOrders.mail.invoiceSubject(po.number),
    heading: companyOrders.mail.invoiceHeading,
    intro: companyOrders.mail.invoiceIntro(po.number, facts.total, termsWords(po.paymentTerms ?? ''), dueDate),
    dueDate,
    howToPay: remittanceFacts(po, billing),
  };
}

/**
 * The invoice mail of an order on account (PRODUCT.md §16): the company's admins get what the
 * invoice says (goods, freight, tax, total, Incoterm, due date, how to pay) and the invoice itself,
 * `pdf`, as an attachment named as its download is.
 */
export function renderInvoiceMail(
  po: PurchaseOrder,
  billing: SellerBilling,
  options: Pick<PurchaseOrderMailOptions, 'publicUrl' | 'storeName'>,
  pdf: Buffer,
): RenderedMail {
  const view = invoiceMailView(po, billing, options);
  return {
    subject: view.subject,
    text: renderTextTemplate('invoice', view).replace(/\n{3,}/g, '\n\n'),
    html: renderHtmlTemplate('invoice', view),
    attachments: [{ filename: documents.invoice.fileName(po.number), content: pdf, contentType: 'application/pdf' }],
  };
}
