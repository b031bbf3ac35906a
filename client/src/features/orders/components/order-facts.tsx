import type { ReactNode } from 'react';
import { shownOrderStatus, shownPaymentStatus } from '#shared/orders/payment-progress.ts';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { formatDay, formatOrderDate } from '../format-order-date.ts';
import { trackingOf } from '../purchase-order-rules.ts';
import { companyOrderFacts } from './company-order-facts.tsx';
import { PaymentStatusBadge, StatusBadge } from './status-badges.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';

const t = messages.orderPages;
const o = messages.ordering;

/** Who the invoice bills, a line each: name, company, the address's lines, the tax IDs. */
function billToText(billTo: PurchaseOrder['billTo']): string {
  const taxIds = billTo.taxIds.length > 0 ? t.taxIds(billTo.taxIds.join(', ')) : '';
  return [billTo.name, billTo.company, billTo.address.address, taxIds].filter(Boolean).join('\n');
}

/** The detail page's header facts: numbers, status, dates, ship-to, phone, notes and tracking. */
export function OrderFacts({ order, showBuyer }: { order: PurchaseOrder; showBuyer: boolean }) {
  const tracking = trackingOf(order);
  const facts: [string, ReactNode][] = [
    [t.poNumber, order.poNumber ?? t.noPoNumber],
    [o.status, <StatusBadge status={shownOrderStatus(order)} />],
    [o.paymentStatus, <PaymentStatusBadge status={shownPaymentStatus(order)} />],
    [t.placedOn, <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>],
    [t.updatedOn, <time dateTime={order.updatedAt}>{formatOrderDate(order.updatedAt)}</time>],
  ];
  facts.push(...companyOrderFacts(order));
  if (showBuyer) {
    facts.push([o.buyer, `${order.buyer.name} (${order.buyer.email})`]);
    if (order.buyer.company) facts.push([t.company, order.buyer.company]);
  }
  facts.push(
    [t.shipTo, <span className="whitespace-pre-line">{order.shipTo.address}</span>],
    [t.phone, order.shipTo.phone],
    [t.billTo, <span className="whitespace-pre-line">{billToText(order.billTo)}</span>],
  );
  if (order.requestedDate) facts.push([t.requestedDate, formatDay(order.requestedDate)]);
  if (order.notes) facts.push([t.notes, <span className="whitespace-pre-line">{order.notes}</span>]);
  if (tracking) facts.push([t.tracking, tracking]);
  if (order.transactionId) facts.push([o.transactionId, <code className="break-all">{order.transactionId}</code>]);
  return <FactList facts={facts} />;
}
