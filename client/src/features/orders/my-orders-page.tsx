import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import { orderScope, orderSearch } from '#shared/messages/order-search.ts';
import { paths } from '#shared/routes.ts';
import { ChoiceFilter } from '../../components/ui/choice-filter.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useCompanyRole } from '../../lib/queries/my-company.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { isAuthError, useSignOutOnAuthError } from '../../lib/session/use-sign-out-on-auth-error.ts';
import { usePurchaseOrders } from './api/get-purchase-orders.ts';
import { MyOrderCard } from './components/my-order-card.tsx';
import { MyOrdersTable } from './components/my-orders-table.tsx';
import { OrderFilters } from './components/order-filters.tsx';
import { pageCount } from './purchase-order-rules.ts';
import { useOrderListParams } from './use-order-list-params.ts';
import { usePurchaseOrderActions } from './use-purchase-order-actions.ts';

const t = messages.ordering;
const pageSize = 20;

type Whose = 'mine' | 'company';

/** A company admin's choice (?whose=company): their own orders, or every order of their company. */
function useWhoseParam(): [Whose, (next: Whose) => void] {
  const [params, setParams] = useSearchParams();
  const whose: Whose = params.get('whose') === 'company' ? 'company' : 'mine';
  const setWhose = (next: Whose) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'company') updated.set('whose', next);
      else updated.delete('whose');
      updated.delete('page');
      updated.delete('after');
      return updated;
    });
  return [whose, setWhose];
}

function MyOrders() {
  const { filters, query, filtered, page, after, update } = useOrderListParams();
  const { isAdmin } = useAuth();
  // A company admin may list the company's orders (docs/product/companies.md); a store admin has Manage All Orders.
  const companyAdmin = useCompanyRole() === 'admin' && !isAdmin;
  const [whose, setWhose] = useWhoseParam();
  const company = companyAdmin && whose === 'company';
  // An admin's own orders too: without scope=mine an admin would get everyone's.
  const orders = usePurchaseOrders({ ...(company ? {} : { scope: 'mine' as const }), ...query, page, pageSize, after });
  const filter = (
    <OrderFilters filters={filters} onChange={update} searchHint={orderSearch.searchHint}>
      {companyAdmin && (
        <ChoiceFilter
          label={orderScope.label}
          allLabel={orderScope.mine}
          choices={['company'] as const}
          labelOf={() => orderScope.company}
          value={company ? 'company' : undefined}
          onChange={(next) => setWhose(next ?? 'mine')}
        />
      )}
    </OrderFilters>
  );
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
  if (total === 0 && (filtered || company)) {
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
          onPage={(next) => update({ page: next, after: next === page + 1 ? nextCursor : undefined })}
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
