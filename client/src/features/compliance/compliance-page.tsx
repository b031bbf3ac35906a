import { Link } from 'react-router';
import { formatDate } from '#shared/format-date.ts';
import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { HoldActions } from '../../components/orders/hold-decision-dialog.tsx';
import { HoldReasons } from '../../components/orders/hold-reasons.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useHeldOrders } from './api/held-orders.ts';
import { ScreeningListPanel } from './screening-list-panel.tsx';

const t = complianceHolds.dashboard;

/** One held order: whose, how much, every reason, and Release / Refuse. */
function HeldOrder({ order }: { order: PurchaseOrder }) {
  const headingId = `held-${order._id}`;
  return (
    <article aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <h2 id={headingId} className="card-title text-xl">
          <Link to={paths.manageOrder(order._id)} className="link">
            {order.number}
          </Link>
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{t.buyer}</dt>
          <dd>{order.buyer.name ? `${order.buyer.name} (${order.buyer.email})` : order.buyer.email}</dd>
          <dt className="font-semibold">{t.placed}</dt>
          <dd>{formatDate(order.createdAt, { withTime: true })}</dd>
          <dt className="font-semibold">{t.total}</dt>
          <dd>{formatMoney(order.total, order.currency)}</dd>
        </dl>
        <h3 className="font-semibold">{t.reasons}</h3>
        <HoldReasons reasons={order.compliance?.reasons ?? []} />
        <HoldActions order={order} describedBy={headingId} />
      </div>
    </article>
  );
}

/**
 * /dashboard/compliance (store admins, PRODUCT.md §19): the orders held for export compliance,
 * each with why (the screening match's party, name, list entry, source and score; a review
 * destination's country and controlled lines) and Release / Refuse; under them, the denied-party
 * list the screening reads.
 */
export function CompliancePage() {
  const held = useHeldOrders();
  let list;
  if (held.isPending) list = <LoadingState />;
  else if (held.isError) {
    list = <ErrorState error={held.error} onRetry={() => void held.refetch()} isRetrying={held.isFetching} />;
  } else if (held.data.length === 0) list = <p>{t.none}</p>;
  else list = held.data.map((order) => <HeldOrder key={order._id} order={order} />);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.title} />
      <h1 className="text-3xl font-bold">{t.heading}</h1>
      <section aria-label={t.heading} className="flex flex-col gap-4">
        {list}
      </section>
      <ScreeningListPanel />
    </div>
  );
}
