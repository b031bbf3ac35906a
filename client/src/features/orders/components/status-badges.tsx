import { messages } from '#shared/messages.ts';
import type { ShownOrderStatus, ShownPaymentStatus } from '#shared/orders/payment-progress.ts';
import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';

const t = messages.orderPages;

// Dark text on light tints: daisyUI's solid badge colours miss WCAG AA contrast on this theme.
// The word is always there, so the colour is never the only sign.
const partlyPaidStyle = 'border-lime-300 bg-lime-100 text-lime-900';

const statusStyles: Record<ShownOrderStatus, string> = {
  partly_paid: partlyPaidStyle,
  unpaid: 'border-amber-300 bg-amber-100 text-amber-900',
  paid: 'border-green-300 bg-green-100 text-green-900',
  in_production: 'border-violet-300 bg-violet-100 text-violet-900',
  partially_shipped: 'border-cyan-300 bg-cyan-100 text-cyan-900',
  shipped: 'border-sky-300 bg-sky-100 text-sky-900',
  delivered: 'border-teal-300 bg-teal-100 text-teal-900',
  cancelled: 'border-base-300 bg-base-200 text-base-content',
  pending_approval: 'border-orange-300 bg-orange-100 text-orange-900',
  confirmed: 'border-green-300 bg-green-100 text-green-900',
  rejected: 'border-rose-300 bg-rose-100 text-rose-900',
  compliance_hold: 'border-red-300 bg-red-100 text-red-900',
};

/** A status as people read it ("Awaiting approval"). */
export function statusLabel(status: PurchaseOrderStatus): string {
  return t.statuses[status];
}

const paymentStyles: Record<ShownPaymentStatus, string> = {
  partly_paid: partlyPaidStyle,
  unpaid: 'border-amber-300 bg-amber-100 text-amber-900',
  paid: 'border-green-300 bg-green-100 text-green-900',
  refunded: 'border-rose-300 bg-rose-100 text-rose-900',
};

/** A purchase order's life: unpaid → paid → in production → shipped → delivered, or cancelled. */
export function StatusBadge({ status }: { status: ShownOrderStatus }) {
  const label = status === 'partly_paid' ? t.partlyPaid : statusLabel(status);
  return <span className={`badge whitespace-nowrap ${statusStyles[status]}`}>{label}</span>;
}

/** Whether the order's money came in (and went back): unpaid, paid or refunded. */
export function PaymentStatusBadge({ status }: { status: ShownPaymentStatus }) {
  const label = status === 'partly_paid' ? t.partlyPaid : t.paymentStatuses[status];
  return <span className={`badge whitespace-nowrap ${paymentStyles[status]}`}>{label}</span>;
}
