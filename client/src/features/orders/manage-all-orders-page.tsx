import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { messages } from '#shared/messages.ts';
import type { Order, OrderStatus } from '#shared/orders/order.schema.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useAllOrders } from './api/get-all-orders.ts';
import { useShipOrder } from './api/ship-order.ts';
import { AllOrdersView } from './components/all-orders-view.tsx';
import { StatusFilter } from './components/status-filter.tsx';
import { useCancelOrderAction } from './use-cancel-order-action.ts';

const t = messages.ordering;

/** /dashboard/manageAllOrders (admin): every order, shipping paid ones and cancelling unpaid ones. */
export function ManageAllOrdersPage() {
  const orders = useAllOrders();
  const ship = useShipOrder();
  const { cancel, cancellingId } = useCancelOrderAction();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const onShip = (order: Order) =>
    ship.mutate(order._id, {
      onSuccess: () => toast.success(messages.orders.shipped),
    });
  const shown = orders.data?.filter((order) => !status || order.status === status);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.manageAllOrders} />
      <h1 className="text-3xl font-bold">{t.manageAllOrders}</h1>
      {orders.isPending ? (
        <LoadingState />
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} isRetrying={orders.isFetching} />
      ) : orders.data.length === 0 ? (
        <p className="rounded-box border border-base-300 p-6">{t.noOrdersAtAll}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StatusFilter value={status} onChange={setStatus} />
            {/* Announces how many orders the chosen status leaves. */}
            <p aria-live="polite" className="text-base-content/80">
              {t.orderCount(shown?.length ?? 0)}
            </p>
          </div>
          {shown?.length ? (
            <AllOrdersView
              orders={shown}
              onShip={onShip}
              onCancel={cancel}
              busyId={ship.isPending ? ship.variables : cancellingId}
            />
          ) : (
            <p className="rounded-box border border-base-300 p-6">{t.noOrdersWithStatus}</p>
          )}
        </>
      )}
    </div>
  );
}
