import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { PaymentStatusBadge } from './status-badges.tsx';

const o = messages.ordering;

/** "Paid" with the provider's payment id (docs/product/screens.md My Orders). */
export function PaidLabel({ transactionId }: { transactionId: string | null }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-semibold text-green-800">{o.paid}</span>
      {transactionId && (
        <span className="text-xs">
          {o.transactionId}: <code className="break-all">{transactionId}</code>
        </span>
      )}
    </div>
  );
}

/** My Orders' payment column: the SPEC's Pay button or Paid label per order, or the refund. */
export function PaymentCell({ order, describedBy }: { order: PurchaseOrder; describedBy: string }) {
  if (order.allowedActions.includes('pay')) {
    return (
      <Link
        to={paths.purchaseOrderPayment(order._id)}
        className="btn btn-primary btn-sm"
        aria-describedby={describedBy}
      >
        {o.pay}
      </Link>
    );
  }
  if (order.paymentStatus === 'paid') return <PaidLabel transactionId={order.transactionId} />;
  if (order.paymentStatus === 'refunded') return <PaymentStatusBadge status="refunded" />;
  return <span aria-hidden="true">—</span>;
}
