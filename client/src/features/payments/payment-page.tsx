import { useParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useOrder } from '../../lib/queries/order.ts';
import { useMarkOrderPaid } from './api/mark-order-paid.ts';
import { CardDetails, usePaidNow } from './components/card-details.tsx';
import { OrderSummary } from './components/order-summary.tsx';
import { PaymentDone, PaymentNotice, PaymentShell } from './components/payment-done.tsx';

const backToOrders = () => ({ to: paths.myOrders, label: messages.ordering.backToOrders });

function OrderPayment({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const markPaid = useMarkOrderPaid();
  const { justPaid, onPaid } = usePaidNow((transactionId) => markPaid.mutateAsync({ orderId, transactionId }));

  if (order.isPending) return <LoadingState />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404)
      return <PaymentNotice text={messages.orders.notFound} link={backToOrders()} />;
    return <ErrorState error={order.error} onRetry={() => void order.refetch()} isRetrying={order.isFetching} />;
  }
  const { status } = order.data;
  return (
    <div className="flex flex-col gap-6">
      <OrderSummary order={order.data} />
      {status === 'paid' || status === 'shipped' ? (
        <PaymentDone transactionId={order.data.transactionId} justPaid={justPaid} links={[backToOrders()]} />
      ) : status === 'cancelled' ? (
        <PaymentNotice text={messages.payment.notPayable} link={backToOrders()} />
      ) : (
        <CardDetails target={{ orderId }} payLabel={messages.ordering.pay} onPaid={onPaid} />
      )}
    </div>
  );
}

/** /dashboard/payment/{id} (docs/product/screens.md): the amount due and the card form, or the Paid state. */
export function PaymentPage() {
  const { id = '' } = useParams();
  return (
    <PaymentShell>
      <OrderPayment key={id} orderId={id} />
    </PaymentShell>
  );
}
