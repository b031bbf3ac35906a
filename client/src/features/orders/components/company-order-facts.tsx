import { OverdueBadge } from '../../../components/orders/overdue-badge.tsx';
import type { ReactNode } from 'react';
import { companies } from '#shared/messages/companies.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { CompanyOrderFields } from '../../../lib/company-order-rules.ts';
import { approvalReasonOf } from '../../../lib/company-order-rules.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { formatDay } from '../format-order-date.ts';

const t = companies.pages;
const o = t.order;

/**
 * The facts company accounts add to an order's page (docs/product/companies.md): how it is paid,
 * its due date on account (marked when overdue), paid and outstanding, why it waits for approval,
 * and why it was rejected. Nothing for an answer without them.
 */
export function companyOrderFacts(order: PurchaseOrder & CompanyOrderFields): [string, ReactNode][] {
  const facts: [string, ReactNode][] = [];
  const method = order.paymentMethod as keyof typeof o.methods | undefined;
  if (method && method in o.methods) facts.push([o.paymentMethod, o.methods[method]]);
  if (order.dueDate) {
    facts.push([
      o.dueDate,
      <span className="flex flex-wrap items-center gap-2">
        {formatDay(order.dueDate)}
        {order.overdue && <OverdueBadge dueDate={order.dueDate} />}
      </span>,
    ]);
  }
  if (
    (order.paymentMethod as string) === 'account' &&
    order.amountPaid !== undefined &&
    order.outstanding !== undefined
  ) {
    facts.push(
      [o.paid, formatMoney(order.amountPaid, order.currency)],
      [o.outstanding, formatMoney(order.outstanding, order.currency)],
    );
  }
  if ((order.status as string) === 'pending_approval') {
    const reason = approvalReasonOf(order);
    if (reason) facts.push([t.waitingFor, reason]);
  }
  if (order.rejectedReason) facts.push([o.rejectedReason, order.rejectedReason]);
  return facts;
}
