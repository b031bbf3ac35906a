import { messages } from '#shared/messages.ts';
import { companyOrders } from '#shared/messages/company-orders.ts';
import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import { documents } from '#shared/messages/documents.ts';
import { formatQuantity, fromBase, toBase, type Unit } from '#shared/catalog/units.ts';
import { shipments } from '#shared/messages/shipments.ts';
import type { PurchaseOrder, Shipment } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { formatDate } from '#shared/format-date.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { requiredCertificates } from '#shared/messages/required-certificates.ts';
import {
  addressLines,
  amountPaid,
  billedLineFacts,
  billedLines,
  type CostFacts,
  costFacts,
  type LineFacts,
  moneyOf,
  paidAt,
} from './order-facts.ts';

export const purchaseOrderMailKinds = ['placed', 'paid', 'shipped'] as const;
export type PurchaseOrderMailKind = (typeof purchaseOrderMailKinds)[number];

export interface PurchaseOrderMailOptions {
  /** The store's address buyers use (PUBLIC_URL); the API is served under the same origin. */
  publicUrl: string;
  /** Who the mail is from, in its header and footer; the web app's site name by default. */
  storeName?: string;
  /** A `shipped` mail's shipment (PRODUCT.md §22); without it, the latest. */
  shipmentId?: string;
}

/** A line of a shipment mail: what it held, or what is still to come. */
export interface ShippedLineFacts {
  sku: string;
  name: string;
  quantity: string;
  /** PRODUCT.md §20: the absolute link to the line's certificate, for a line shipped with one. */
  certificateUrl?: string;
}

/**
 * What every mail about an order prints of it, already formatted: the templates only lay it out
 * (and the HTML ones escape it), so no rule about money, dates or links lives in a template.
 */
export interface OrderMailFacts {
  t: typeof documents;
  s: typeof shipments;
  /** The required certificates' words (PRODUCT.md §20): the shipping mail's certificate link. */
  rc: typeof requiredCertificates;
  storeName: string;
  /** The layout's last line: why the reader gets this mail. */
  footer: string;
  greeting: string;
  number: string;
  poNumber: string | null;
  orderDate: string;
  requestedDate: string | null;
  shipTo: string[];
  phone: string;
  notes: string;
  lines: LineFacts[];
  /** Goods, freight, every tax line, the tax note and the Incoterm (PRODUCT.md §16), as the invoice prints them. */
  costs: CostFacts;
  total: string;
  orderUrl: string;
  invoiceUrl: string;
}

/** A buyer's mail about their order: the order's facts and what this kind of mail adds. */
export interface MailView extends OrderMailFacts {
  kind: PurchaseOrderMailKind;
  subject: string;
  payUrl: string;
  /** The placing mail's next step: pay by card, wait for a company admin, or nothing (on account). */
  nextStep: string;
  payable: boolean;
  payment: { amount: string; reference: string | null; date: string | null };
  shipment: {
    /** 1, 2, …; null for an order shipped before shipments were numbered (no shipment recorded). */
    number: number | null;
    carrier: string | null;
    trackingNumber: string | null;
    lines: ShippedLineFacts[];
    /** What has not shipped yet, after this shipment; empty when it completes the order. */
    stillToCome: ShippedLineFacts[];
  };
}

/** The subject of a mail, on one line whatever the buyer typed into the PO number. */
function subjectOf(kind: PurchaseOrderMailKind, po: PurchaseOrder, shipment: Shipment | undefined): string {
  const subject =
    kind === 'shipped' && shipment
      ? shipments.mail.subject(po.number, shipment.number, po.poNumber)
      : documents.mail.subject[kind](po.number, po.poNumber);
  return subject.replace(/\s+/g, ' ').trim();
}

const quantityOf = (unit: Unit, quantity: number) =>
  unit === 'pcs' ? formatNumber(quantity) : formatQuantity(unit, quantity);

/**
 * The shipment a `shipped` mail is about, and what was still to come once it left: counted from
 * the shipments up to and including it, so a mail sent late still says what that parcel left behind.
 */
function shipmentFacts(po: PurchaseOrder, shipmentId: string | undefined, origin: string): MailView['shipment'] {
  const shipment = shipmentId ? po.shipments.find((one) => one._id === shipmentId) : po.shipments.at(-1);
  if (!shipment) {
    return { number: null, carrier: po.carrier, trackingNumber: po.trackingNumber, lines: [], stillToCome: [] };
  }
  const upTo = po.shipments.filter((one) => one.number <= shipment.number);
  const stillToCome = billedLines(po).flatMap((line): ShippedLineFacts[] => {
    const unit = line.unit ?? 'pcs';
    const shippedBase = upTo
      .flatMap((one) => one.lines)
      .filter((held) => held.lineId === line._id)
      .reduce((sum, held) => sum + toBase(unit, held.quantity), 0);
    const left = toBase(unit, line.quantity) - shippedBase;
    if (left <= 0) return [];
    return [
      { sku: line.sku ?? documents.labels.noSku, name: line.name, quantity: quantityOf(unit, fromBase(unit, left)) },
    ];
  });
  return {
    number: shipment.number,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    lines: shipment.lines.map((held) => {
      // The certificates follow the metal (PRODUCT.md §20): a same-origin document URL, as the order answers it.
      const certificate = po.lines.find((line) => line._id === held.lineId)?.certificate;
      return {
        sku: held.sku ?? documents.labels.noSku,
        name: held.name,
        quantity: quantityOf(held.unit, held.quantity),
        ...(certificate ? { certificateUrl: origin + certificate.url } : {}),
      };
    }),
    stillToCome,
  };
}

const originOf = (options: Pick<PurchaseOrderMailOptions, 'publicUrl'>) => options.publicUrl.replace(/\/+$/, '');

export function orderMailFacts(
  po: PurchaseOrder,
  options: Pick<PurchaseOrderMailOptions, 'publicUrl' | 'storeName'>,
): OrderMailFacts {
  const origin = originOf(options);
  const costs = costFacts(po);
  return {
    t: documents,
    s: shipments,
    rc: requiredCertificates,
    storeName: options.storeName ?? messages.ui.siteName,
    footer: documents.mail.footer(options.storeName ?? messages.ui.siteName),
    greeting: documents.mail.greeting(po.buyer.name),
    number: po.number,
    poNumber: po.poNumber,
    orderDate: formatDate(po.createdAt),
    requestedDate: po.requestedDate ? formatDate(po.requestedDate) : null,
    shipTo: addressLines(po.shipTo.address),
    phone: po.shipTo.phone,
    notes: po.notes,
    lines: billedLineFacts(po),
    costs,
    total: costs.total,
    orderUrl: origin + paths.purchaseOrder(po._id),
    // GET /purchase-orders/{id}/invoice.pdf (docs/product/ordering.md#invoice).
    invoiceUrl: `${origin}/purchase-orders/${encodeURIComponent(po._id)}/invoice.pdf`,
  };
}

export function mailView(kind: PurchaseOrderMailKind, po: PurchaseOrder, options: PurchaseOrderMailOptions): MailView {
  const paid = paidAt(po);
  const shipment =
    kind === 'shipped'
      ? options.shipmentId
        ? po.shipments.find((one) => one._id === options.shipmentId)
        : po.shipments.at(-1)
      : undefined;
  return {
    ...orderMailFacts(po, options),
    kind,
    subject: subjectOf(kind, po, shipment),
    payUrl: originOf(options) + paths.purchaseOrderPayment(po._id),
    ...nextStepOf(po),
    payment: {
      amount: moneyOf(po, amountPaid(po)),
      reference: po.transactionId,
      date: paid ? formatDate(paid) : null,
    },
    shipment: shipmentFacts(po, shipment?._id, originOf(options)),
  };
}

/**
 * What the buyer does after placing (docs/product/companies.md): pay by card; or, for a company's
 * order, wait for a company admin's approval, or nothing at all when it went on account.
 */
function nextStepOf(po: PurchaseOrder): { nextStep: string; payable: boolean } {
  if (po.status === 'pending_approval') return { nextStep: companyOrders.mail.waitingNextStep, payable: false };
  // PRODUCT.md §19: nothing to pay until the review releases it (a mail sent later reads it released).
  if (po.status === 'compliance_hold') return { nextStep: complianceHolds.mail.heldNextStep, payable: false };
  if (po.status === 'confirmed' && po.dueDate) {
    return { nextStep: companyOrders.mail.onAccountNextStep(formatDate(po.dueDate)), payable: false };
  }
  return { nextStep: documents.mail.placed.nextStep, payable: true };
}
