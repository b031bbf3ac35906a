import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { useOrder } from '../../lib/queries/order.ts';
import { useMarkOrderPaid } from './api/mark-order-paid.ts';
import { CardPayment } from './components/card-payment.tsx';
import { OrderSummary } from './components/order-summary.tsx';
import { PaymentDone } from './components/payment-done.tsx';

const t = messages.ordering;

function Notice({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-box border border-base-300 p-5">
      <p>{text}</p>
      <Link to={paths.myOrders} className="btn btn-outline btn-sm">
        {t.backToOrders}
      </Link>
    </div>
  );
}

function OrderPayment({ orderId }: { orderId: string }) {
  const { user } = useAuth();
  const order = useOrder(orderId);
  const markPaid = useMarkOrderPaid();
  const [justPaid, setJustPaid] = useState(false);

  if (order.isPending) return <LoadingState />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404)
      return <Notice text={messages.orders.notFound} />;
    return <ErrorState error={order.error} onRetry={() => void order.refetch()} isRetrying={order.isFetching} />;
  }
  const onPaid = async (transactionId: string) => {
    try {
      await markPaid.mutateAsync({ orderId, transactionId });
      setJustPaid(true);
    } catch {
      // Paying again is safe: the provider answers the same succeeded payment for this intent.
      // The error toast is the MutationCache's (lib/query-client.ts).
    }
  };
  const { status } = order.data;
  return (
    <div className="flex flex-col gap-6">
      <OrderSummary order={order.data} />
      {status === 'paid' || status === 'shipped' ? (
        <PaymentDone order={order.data} justPaid={justPaid} />
      ) : status === 'cancelled' ? (
        <Notice text={messages.payment.notPayable} />
      ) : (
        <section aria-labelledby="card-details-heading" className="flex flex-col gap-4">
          <h2 id="card-details-heading" className="text-xl font-semibold">
            {t.cardDetails}
          </h2>
          <CardPayment
            orderId={orderId}
            billing={{ name: user?.displayName ?? '', email: user?.email ?? '' }}
            onPaid={onPaid}
          />
        </section>
      )}
    </div>
  );
}

/** /dashboard/payment/{id} (docs/product/screens.md): the amount due and the card form, or the Paid state. */
export function PaymentPage() {
  const { id = '' } = useParams();
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <PageTitle title={t.payment} />
      <h1 className="text-3xl font-bold">{t.payment}</h1>
      <OrderPayment key={id} orderId={id} />
    </div>
  );
}
