import { useEffect } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useAuth } from '../../lib/session/auth-context.ts';
import { isAuthError, useSignOutOnAuthError } from '../../lib/session/use-sign-out-on-auth-error.ts';
import { useMyOrders } from './api/get-my-orders.ts';
import { MyOrdersView } from './components/my-orders-view.tsx';
import { useCancelOrderAction } from './use-cancel-order-action.ts';

const t = messages.ordering;

function MyOrders({ email }: { email: string }) {
  const orders = useMyOrders(email);
  const { cancel, cancellingId } = useCancelOrderAction();
  const signOutOnAuthError = useSignOutOnAuthError();
  // docs/product/api.md#original-api: a 401/403 here means the session is gone; sign out and go home.
  useEffect(() => {
    if (orders.error) signOutOnAuthError(orders.error);
  }, [orders.error, signOutOnAuthError]);

  if (orders.isPending || isAuthError(orders.error)) return <LoadingState />;
  if (orders.isError) {
    return <ErrorState error={orders.error} onRetry={() => void orders.refetch()} isRetrying={orders.isFetching} />;
  }
  if (orders.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-box border border-base-300 p-6">
        <p>{t.noOrders}</p>
        <Link to={paths.products} className="btn btn-primary">
          {t.browseProducts}
        </Link>
      </div>
    );
  }
  return <MyOrdersView orders={orders.data} onCancel={cancel} cancellingId={cancellingId} />;
}

/** /dashboard/myOrders (docs/product/screens.md): the buyer's orders with Pay or the Paid label. */
export function MyOrdersPage() {
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.myOrders} />
      <h1 className="text-3xl font-bold">{t.myOrders}</h1>
      {user && <MyOrders email={user.email} />}
    </div>
  );
}
