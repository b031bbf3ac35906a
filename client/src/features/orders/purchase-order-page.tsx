import { useParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePurchaseOrder } from '../../lib/queries/purchase-order.ts';
import { ApprovalActions } from '../../components/orders/approval-actions.tsx';
import { type CompanyOrderFields, outstandingOf } from '../../lib/company-order-rules.ts';
import { RecordTransferForm } from './components/record-transfer-form.tsx';
import { useAuth } from '../../lib/session/auth-context.ts';
import { AdminOrderActions } from './components/admin-order-actions.tsx';
import { BuyerOrderActions } from './components/buyer-order-actions.tsx';
import { ComplianceSection } from './components/compliance-section.tsx';
import { OrderFacts } from './components/order-facts.tsx';
import { OrderLinesTable } from './components/order-lines-table.tsx';
import { OrderCosts } from './components/order-costs.tsx';
import { OrderTimeline } from './components/order-timeline.tsx';
import { PackingLists } from './components/packing-lists.tsx';
import { ShipmentsSection } from './components/shipments-section.tsx';
import { TradeDocuments } from './components/trade-documents.tsx';
import { usePurchaseOrderActions } from './use-purchase-order-actions.ts';
import { TotalBar } from '../../components/ui/total-bar.tsx';
import { orderCostsUi } from '#shared/messages/order-costs-ui.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { MissingState } from '../../components/ui/missing-state.tsx';
import { HeadedSection } from '../../components/ui/headed-section.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';

const t = messages.orderPages;

type View = 'buyer' | 'admin';
const backLinks = () => ({
  buyer: { to: paths.myOrders, label: messages.ordering.backToOrders },
  admin: { to: paths.manageAllOrders, label: t.backToAllOrders },
});

/** Approve / Reject when the server allows them (a company admin of the order's company, while it waits). */
function CompanyApproval({ order }: { order: PurchaseOrder }) {
  if (!order.allowedActions.includes('approve') && !order.allowedActions.includes('reject')) return null;
  return <ApprovalActions order={order} describedBy="order-heading" />;
}

function PurchaseOrderDetail({ id, view }: { id: string; view: View }) {
  const order = usePurchaseOrder(id);
  const { isAdmin } = useAuth();
  const actions = usePurchaseOrderActions();
  const back = backLinks()[view];
  if (order.isPending) return <LoadingState />;
  if (order.isError) {
    if (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 403)) {
      return <MissingState title={messages.purchaseOrders.notFound} text={t.notFoundText} back={back} />;
    }
    return <ErrorState error={order.error} onRetry={() => void order.refetch()} isRetrying={order.isFetching} />;
  }
  const po: PurchaseOrder & CompanyOrderFields = order.data;
  const title = t.orderTitle(po.number);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title} headingId="order-heading" back={back} />
      <OrderFacts order={po} showBuyer={view === 'admin'} />
      <ComplianceSection order={po} />
      <CompanyApproval order={po} />
      {view === 'admin' ? (
        <AdminOrderActions order={po} actions={actions} />
      ) : (
        <BuyerOrderActions order={po} actions={actions} describedBy="order-heading" where="detail" />
      )}
      {po.allowedActions.includes('recordPayment') && (
        <RecordTransferForm orderId={po._id} outstanding={outstandingOf(po)} currency={po.currency} />
      )}
      <HeadedSection headingId="lines-heading" title={t.lines} className="flex flex-col gap-3">
        <OrderLinesTable order={po} canAttach={isAdmin} />
      </HeadedSection>
      <OrderCosts order={po} />
      <ShipmentsSection order={po} />
      <TradeDocuments order={po} />
      {view === 'admin' && <PackingLists order={po} />}
      <OrderTimeline events={po.events} />
      {/* A phone keeps the order's total at the bottom of the screen (PRODUCT.md §23); a wide screen reads it above. */}
      <TotalBar className="text-right text-lg sm:hidden">
        <p>
          {orderCostsUi.total}: <span className="font-bold">{formatMoney(po.total, po.currency)}</span>
        </p>
      </TotalBar>
    </div>
  );
}

/** paths.purchaseOrder(id): the buyer's view of one purchase order (an admin may open it too). */
export function PurchaseOrderPage() {
  const { id = '' } = useParams();
  return <PurchaseOrderDetail key={id} id={id} view="buyer" />;
}

/** paths.manageOrder(id) (admin): the same page with the fulfilment actions (docs/product/back-office.md). */
export function ManageOrderPage() {
  const { id = '' } = useParams();
  return <PurchaseOrderDetail key={id} id={id} view="admin" />;
}
