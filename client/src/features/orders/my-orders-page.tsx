import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { isAuthError, useSignOutOnAuthError } from '../../lib/session/use-sign-out-on-auth-error.ts';
import { usePurchaseOrders } from './api/get-purchase-orders.ts';
import { MyOrderCard } from './components/my-order-card.tsx';
import { MyOrdersTable } from './components/my-orders-table.tsx';
import { isPurchaseOrderStatus, StatusFilter } from './components/status-filter.tsx';
import { pageCount } from './purchase-order-rules.ts';
import { usePageParam } from './use-page-param.ts';
import { usePurchaseOrderActions } from './use-purchase-order-actions.ts';

const t = messages.ordering;
const pageSize = 20;

/** The status filter in the URL (?status=), so Back from an order returns to the same list. */
function useStatusParam() {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const status = isPurchaseOrderStatus(value) ? value : undefined;
  const setStatus = (next: typeof status) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('status', next);
      else updated.delete('status');
      // A new filter starts from its first page.
      updated.delete('page');
      updated.delete('after');
      return updated;
    });
  return [status, setStatus] as const;
}

function MyOrders() {
  const [page, setPage, after] = usePageParam();
  const [status, setStatus] = useStatusParam();
  // An admin's own orders too: without scope=mine an admin would get everyone's.
  const orders = usePurchaseOrders({ scope: 'mine', status, page, pageSize, after });
  const filter = <StatusFilter value={status} onChange={setStatus} />;
  const actions = usePurchaseOrderActions();
  const signOutOnAuthError = useSignOutOnAuthError();
  // docs/product/api.md#original-api: a 401/403 here means the session is gone; sign out and go home.
  useEffect(() => {
    if (orders.error) signOutOnAuthError(orders.error);
  }, [orders.error, signOutOnAuthError]);

  if (orders.isPending || isAuthError(orders.error)) return <LoadingState />;
  if (orders.isError) {
    return <ErrorState error={orders.error} onRetry={() => void orders.refetch()} isRetrying={orders.isFetching} />;
  }
  const { items, total, nextCursor } = orders.data;
  if (total === 0 && status) {
    return (
      <>
        {filter}
        <p>{messages.orderPages.noMatchingOrders}</p>
      </>
    );
  }
  if (total === 0) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-box border border-base-300 p-6">
        <p>{t.noOrders}</p>
        <Link to={paths.products} className="btn btn-primary">
          {t.browseProducts}
        </Link>
      </div>
    );
  }
  const pages = pageCount(total, pageSize);
  return (
    <>
      {filter}
      <div className="hidden overflow-x-auto rounded-box border border-base-300 md:block">
        <MyOrdersTable orders={items} actions={actions} />
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {items.map((order) => (
          <li key={order._id}>
            <MyOrderCard order={order} actions={actions} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Pagination
          page={page}
          pages={pages}
          // Next starts after this page's last order; Previous goes by number.
          onPage={(next) => setPage(next, next === page + 1 ? nextCursor : undefined)}
        />
      )}
    </>
  );
}

/** /dashboard/myOrders (docs/product/screens.md): the buyer's purchase orders with Pay or the Paid label. */
export function MyOrdersPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.myOrders} />
      <h1 className="text-3xl font-bold">{t.myOrders}</h1>
      <MyOrders />
    </div>
  );
}
