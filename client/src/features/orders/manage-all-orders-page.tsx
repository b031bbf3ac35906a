import { messages } from '#shared/messages.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { usePurchaseOrders } from './api/get-purchase-orders.ts';
import { AllOrdersTable } from './components/all-orders-table.tsx';
import { OrderFilters } from './components/order-filters.tsx';
import { pageCount } from './purchase-order-rules.ts';
import { useOrderListParams } from './use-order-list-params.ts';

const t = messages.ordering;
const pageSize = 20;

/** /dashboard/manageAllOrders (admin): every purchase order, filtered, searched and paged. */
export function ManageAllOrdersPage() {
  const { filters, query, filtered, page, after, update } = useOrderListParams();
  const orders = usePurchaseOrders({ ...query, page, pageSize, after });
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.manageAllOrders} />
      <h1 className="text-3xl font-bold">{t.manageAllOrders}</h1>
      <OrderFilters filters={filters} onChange={update} searchHint={messages.orderPages.searchHint}>
        {orders.data && (
          // Announces how many orders the filters leave.
          <p aria-live="polite" className="text-base-content/80">
            {t.orderCount(orders.data.total)}
          </p>
        )}
      </OrderFilters>
      {orders.isPending ? (
        <LoadingState />
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} isRetrying={orders.isFetching} />
      ) : orders.data.total === 0 ? (
        <p className="rounded-box border border-base-300 p-6">
          {!filtered
            ? t.noOrdersAtAll
            : query.status && !query.q && !query.from && !query.to
              ? t.noOrdersWithStatus
              : messages.orderPages.noMatchingOrders}
        </p>
      ) : (
        <>
          <AllOrdersTable orders={orders.data.items} />
          {pageCount(orders.data.total, pageSize) > 1 && (
            <Pagination
              page={page}
              pages={pageCount(orders.data.total, pageSize)}
              // Next starts after this page's last order; Previous goes by number.
              onPage={(next) => update({ page: next, after: next === page + 1 ? orders.data.nextCursor : undefined })}
            />
          )}
        </>
      )}
    </div>
  );
}
