import { orderCostsUi as t } from '#shared/messages/order-costs-ui.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { CostBreakdown } from '../../../components/orders/cost-breakdown.tsx';
import { amountDueShown } from '../purchase-order-rules.ts';

/** The order's carrier account (EXW, FCA) and the carrier and note a store admin gave with the freight. */
function extraRowsOf(order: PurchaseOrder): { label: string; value: string }[] {
  const rows: [string, string | null][] = [
    [t.carrierAccountFact, order.carrierAccount],
    [t.freightCarrier, order.freightCarrier],
    [t.freightNote, order.freightNote],
  ];
  return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/**
 * What the purchase order costs (PRODUCT.md §16), as it was frozen when it was placed: goods,
 * freight, tax lines, total, weight and Incoterm with its place, for the buyer and the store alike.
 * While the store still has to quote the freight, a note says the order is paid once it is set.
 */
export function OrderCosts({ order }: { order: PurchaseOrder }) {
  return (
    <section aria-labelledby="costs-heading" className="flex max-w-xl flex-col gap-3">
      <h2 id="costs-heading" className="text-xl font-semibold">
        {t.heading}
      </h2>
      {order.freightStatus === 'pending' && (
        <p className="alert border-info/60 bg-info/10 text-base-content" data-testid="freight-pending-note">
          {t.freightPendingNote}
        </p>
      )}
      <CostBreakdown costs={order} showAmountDue={amountDueShown(order)} extraRows={extraRowsOf(order)} />
    </section>
  );
}
