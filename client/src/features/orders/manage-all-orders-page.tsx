import { useSearchParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { usePurchaseOrders } from './api/get-purchase-orders.ts';
import { AllOrdersTable } from './components/all-orders-table.tsx';
import { isPurchaseOrderStatus, StatusFilter } from './components/status-filter.tsx';
import { pageCount } from './purchase-order-rules.ts';

const t = messages.ordering;
const pageSize = 20;

/**
 * The filters live in the URL (?status=&q=&page=), so Back from an order returns to the same list,
 * with the cursor Next reached the page by (?after=, read off the index however deep the page).
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isPurchaseOrderStatus(statusParam) ? statusParam : undefined;
  const q = params.get('q') ?? '';
  const parsed = Number(params.get('page') ?? '1');
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  const after = page > 1 ? (params.get('after') ?? undefined) : undefined;
  const update = (changes: {
    status?: PurchaseOrderStatus | undefined;
    q?: string;
    page?: number;
    after?: string | undefined;
  }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
      if ('status' in changes) set('status', changes.status);
      if ('q' in changes) set('q', changes.q?.trim());
      // A new filter starts from its first page.
      set('page', changes.page && changes.page > 1 ? String(changes.page) : undefined);
      set('after', changes.page && changes.page > 1 ? changes.after : undefined);
      return next;
    });
  return { status, q, page, after, update };
}

/** /dashboard/manageAllOrders (admin): every purchase order, filtered, searched and paged. */
export function ManageAllOrdersPage() {
  const { status, q, page, after, update } = useListParams();
  const orders = usePurchaseOrders({ status, q: q.trim() || undefined, page, pageSize, after });
  const filtered = Boolean(status || q.trim());
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.manageAllOrders} />
      <h1 className="text-3xl font-bold">{t.manageAllOrders}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <StatusFilter value={status} onChange={(next) => update({ status: next })} />
        <div className="min-w-64 flex-1">
          <SearchBox
            value={q}
            onSearch={(next) => update({ q: next })}
            label={messages.orderPages.search}
            placeholder={messages.orderPages.searchHint}
          />
        </div>
        {orders.data && (
          // Announces how many orders the filters leave.
          <p aria-live="polite" className="text-base-content/80">
            {t.orderCount(orders.data.total)}
          </p>
        )}
      </div>
      {orders.isPending ? (
        <LoadingState />
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} isRetrying={orders.isFetching} />
      ) : orders.data.total === 0 ? (
        <p className="rounded-box border border-base-300 p-6">
          {!filtered
            ? t.noOrdersAtAll
            : status && !q.trim()
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
