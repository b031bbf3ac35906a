import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { companies } from '#shared/messages/companies.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { PurchaseOrder, PurchaseOrderQuery } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { ApprovalActions } from '../../components/orders/approval-actions.tsx';
import { CompanyAdminOnly } from './components/company-admin-only.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { api } from '../../lib/api-client.ts';
import { purchaseOrderKeys } from '../../lib/queries/purchase-order.ts';
import { approvalReasonOf } from '../../lib/company-order-rules.ts';
import { formatDay } from './format-day.ts';
import { type Column, ResponsiveTable } from '../../components/ui/responsive-table.tsx';

const t = companies.pages;
const c = t.approvalColumns;
const waiting: PurchaseOrderQuery = { status: 'pending_approval', pageSize: 100 };

/** GET /purchase-orders?status=pending_approval: a company admin's company's waiting orders. */
function useWaitingOrders() {
  return useQuery({
    queryKey: purchaseOrderKeys.list(waiting),
    queryFn: ({ signal }) => api<PurchaseOrder[]>(`/purchase-orders?status=pending_approval&pageSize=100`, { signal }),
    staleTime: 0,
  });
}

const numberId = (order: PurchaseOrder) => `approval-${order._id}`;

const waitingColumns = (): Column<PurchaseOrder>[] => [
  {
    header: c.number,
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (order) => (
      <Link to={paths.purchaseOrder(order._id)} id={numberId(order)} className="link font-mono">
        {order.number}
      </Link>
    ),
  },
  {
    header: c.buyer,
    cell: (order) => (
      <span>
        {order.buyer.name}
        <br />
        <span className="text-sm text-base-content/75">{order.buyer.email}</span>
      </span>
    ),
  },
  {
    header: c.date,
    className: 'whitespace-nowrap',
    cell: (order) => <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>,
  },
  { header: c.total, numeric: true, cell: (order) => formatMoney(order.total, order.currency) },
  { header: c.reason, cell: (order) => approvalReasonOf(order) ?? '—' },
  {
    header: c.actions,
    // The server's allowedActions: never on the admin's own order (PRODUCT.md §22).
    cell: (order) =>
      order.allowedActions.includes('approve') ? (
        <ApprovalActions order={order} describedBy={numberId(order)} small />
      ) : (
        '—'
      ),
  },
];

function WaitingTable({ orders }: { orders: PurchaseOrder[] }) {
  return (
    <ResponsiveTable
      caption={t.approvalsCaption}
      columns={waitingColumns()}
      rows={orders}
      rowKey={(order) => order._id}
    />
  );
}

/** /dashboard/approvals (company admins): the orders waiting for them (docs/product/companies.md#approvals). */
function WaitingOrders() {
  const orders = useWaitingOrders();
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) {
    return <ErrorState error={orders.error} onRetry={() => void orders.refetch()} isRetrying={orders.isFetching} />;
  }
  if (orders.data.length === 0) return <p className="rounded-box border border-base-300 p-6">{t.noApprovals}</p>;
  return <WaitingTable orders={orders.data} />;
}

export function ApprovalsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.approvalsTitle} />
      <h1 className="text-3xl font-bold">{t.approvalsTitle}</h1>
      <p>{t.approvalsIntro}</p>
      <CompanyAdminOnly>
        <WaitingOrders />
      </CompanyAdminOnly>
    </div>
  );
}
