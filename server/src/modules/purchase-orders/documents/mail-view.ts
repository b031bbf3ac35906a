import { messages } from '#shared/messages.ts';
import { companyOrders } from '#shared/messages/company-orders.ts';
import { documents } from '#shared/messages/documents.ts';
import { formatUsd } from '#shared/money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import {
  addressLines,
  amountPaid,
  billedLines,
  formatDocumentDate,
  lineFacts,
  paidAt,
  type LineFacts,
} from './order-facts.ts';

export const purchaseOrderMailKinds = ['placed', 'paid', 'shipped'] as const;
export type PurchaseOrderMailKind = (typeof purchaseOrderMailKinds)[number];

export interface PurchaseOrderMailOptions {
  /** The store's address buyers use (PUBLIC_URL); the API is served under the same origin. */
  publicUrl: string;
  /** Who the mail is from, in its header and footer; the web app's site name by default. */
  storeName?: string;
}

/**
 * Everything a mail template prints, already formatted: the templates only lay it out (and the
 * HTML ones escape it), so no rule about money, dates or links lives in a template.
 */
export interface MailView {
  kind: PurchaseOrderMailKind;
  t: typeof documents;
  storeName: string;
  /** The layout's last line: why the reader gets this mail. */
  footer: string;
  subject: string;
  greeting: string;
  number: string;
  poNumber: string | null;
  orderDate: string;
  requestedDate: string | null;
  shipTo: string[];
  phone: string;
  notes: string;
  lines: LineFacts[];
  total: string;
  orderUrl: string;
  payUrl: string;
  /** The placing mail's next step: pay by card, wait for a company admin, or nothing (on account). */
  nextStep: string;
  payable: boolean;
  invoiceUrl: string;
  payment: { amount: string; reference: string | null; date: string | null };
  shipment: { carrier: string | null; trackingNumber: string | null };
}

/** The subject of a mail, on one line whatever the buyer typed into the PO number. */
function subjectOf(kind: PurchaseOrderMailKind, po: PurchaseOrder): string {
  return documents.mail.subject[kind](po.number, po.poNumber).replace(/\s+/g, ' ').trim();
}

export function mailView(kind: PurchaseOrderMailKind, po: PurchaseOrder, options: PurchaseOrderMailOptions): MailView {
  const origin = options.publicUrl.replace(/\/+$/, '');
  const paid = paidAt(po);
  return {
    kind,
    t: documents,
    storeName: options.storeName ?? messages.ui.siteName,
    footer: documents.mail.footer(options.storeName ?? messages.ui.siteName),
    subject: subjectOf(kind, po),
    greeting: documents.mail.greeting(po.buyer.name),
    number: po.number,
    poNumber: po.poNumber,
    orderDate: formatDocumentDate(po.createdAt),
    requestedDate: po.requestedDate ? formatDocumentDate(po.requestedDate) : null,
    shipTo: addressLines(po.shipTo.address),
    phone: po.shipTo.phone,
    notes: po.notes,
    lines: billedLines(po).map(lineFacts),
    total: formatUsd(po.total),
    orderUrl: origin + paths.purchaseOrder(po._id),
    payUrl: origin + paths.purchaseOrderPayment(po._id),
    ...nextStepOf(po),
    // GET /purchase-orders/{id}/invoice.pdf (docs/product/ordering.md#invoice).
    invoiceUrl: `${origin}/purchase-orders/${encodeURIComponent(po._id)}/invoice.pdf`,
    payment: {
      amount: formatUsd(amountPaid(po)),
      reference: po.transactionId,
      date: paid ? formatDocumentDate(paid) : null,
    },
    shipment: { carrier: po.carrier, trackingNumber: po.trackingNumber },
  };
}

/**
 * What the buyer does after placing (docs/product/companies.md): pay by card; or, for a company's
 * order, wait for a company admin's approval, or nothing at all when it went on account.
 */
function nextStepOf(po: PurchaseOrder): { nextStep: string; payable: boolean } {
  if (po.status === 'pending_approval') return { nextStep: companyOrders.mail.waitingNextStep, payable: false };
  if (po.status === 'confirmed' && po.dueDate) {
    return { nextStep: companyOrders.mail.onAccountNextStep(formatDocumentDate(po.dueDate)), payable: false };
  }
  return { nextStep: documents.mail.placed.nextStep, payable: true };
}
