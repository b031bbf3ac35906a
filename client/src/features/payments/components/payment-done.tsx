import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { Order } from '#shared/orders/order.schema.ts';
import { paths } from '#shared/routes.ts';

const t = messages.ordering;

/**
 * A paid order: right after paying, docs/product/rules.md#states's success text and the transaction id (the
 * provider's payment id); on a later visit, the Paid state instead of the card form.
 */
export function PaymentDone({ order, justPaid }: { order: Order; justPaid: boolean }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-box border border-green-300 bg-green-50 p-5">
      <p className="text-lg font-semibold text-green-900">{justPaid ? messages.payment.succeeded : t.paidAlready}</p>
      {order.transactionId && (
        <p>
          {t.transactionId}: <code className="break-all font-semibold">{order.transactionId}</code>
        </p>
      )}
      <Link to={paths.myOrders} className="btn btn-outline btn-sm w-fit">
        {t.backToOrders}
      </Link>
    </div>
  );
}
