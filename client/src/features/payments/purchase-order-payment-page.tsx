import { useParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePurchaseOrder } from '../../lib/queries/purchase-order.ts';
import { usePayPurchaseOrder } from './api/pay-purchase-order.ts';
import { CardDetails, usePaidNow } from './components/card-details.tsx';
import { PaymentDone, PaymentNotice, PaymentShell } from './components/payment-done.tsx';
import { PurchaseOrderSummary } from './components/purchase-order-summary.tsx';

const t = messages.orderPages;
const backToOrders = () => ({ to: paths.myOrders, label: messages.ordering.backToOrders });

function PurchaseOrderPayment({ id }: { id: string }) {
  const order = usePurchaseOrder(id);
  const pay = usePayPurchaseOrder();
  const { justPaid, onPaid } = usePaidNow((transactionId) => pay.mutateAsync({ purchaseOrderId: id, transactionId }));

  if (order.isPending) return <LoadingState />;
  if (order.isError) {
    if (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 403))
      return <PaymentNotice text={messages.purchaseOrders.notFound} link={backToOrders()} />;
    return <ErrorState error={order.error} onRetry={() => void order.refetch()} isRetrying={order.isFetching} />;
  }
  const po = order.data;
  const backToOrder = { to: paths.purchaseOrder(po._id), label: t.backToOrder };
  // The server says whether it may be paid now (an invoice on account too, while something is owed).
  const payable = po.allowedActions.includes('pay');
  return (
    <div className="flex flex-col gap-6">
      <PurchaseOrderSummary order={po} />
      {payable ? (
        // One card payment for all the unpaid lines (docs/product/ordering.md#paying).
        <CardDetails
          target={{ purchaseOrderId: po._id }}
          payLabel={t.payAmount(formatMoney(po.amountDue, po.currency))}
          onPaid={onPaid}
        />
      ) : po.paymentStatus === 'paid' ? (
        <PaymentDone transactionId={po.transactionId} justPaid={justPaid} links={[backToOrder, backToOrders()]} />
      ) : (
        <PaymentNotice text={po.status === 'cancelled' ? t.notPayable : t.nothingToPay} link={backToOrder} />
      )}
    </div>
  );
}

/** paths.purchaseOrderPayment(id): pays a purchase order's unpaid lines with one card payment. */
export function PurchaseOrderPaymentPage() {
  const { id = '' } = useParams();
  return (
    <PaymentShell>
      <PurchaseOrderPayment key={id} id={id} />
    </PaymentShell>
  );
}
