import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { HoldActions } from '../../../components/orders/hold-decision-dialog.tsx';
import { HoldReasons } from '../../../components/orders/hold-reasons.tsx';
import { formatOrderDate } from '../format-order-date.ts';

const t = complianceHolds.page;

/** The end-use statement given at checkout (PRODUCT.md §19). */
function EndUseStatement({ endUse }: { endUse: NonNullable<PurchaseOrder['endUse']> }) {
  return (
    <section aria-labelledby="end-use-heading" className="flex flex-col gap-2">
      <h2 id="end-use-heading" className="text-xl font-semibold">
        {t.endUseTitle}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t.endUser}</dt>
        <dd>{endUse.endUser}</dd>
        <dt className="font-semibold">{t.endUseCountry}</dt>
        <dd>{endUse.country}</dd>
        <dt className="font-semibold">{t.endUsePurpose}</dt>
        <dd className="whitespace-pre-line">{endUse.purpose}</dd>
      </dl>
    </section>
  );
}

/**
 * An order's export compliance (PRODUCT.md §19) on its page: the end-use statement when there is
 * one; while held, a plain sentence to the buyer, and for the store's admins the reasons with
 * Release and Refuse (as `allowedActions` list them); once decided, who decided it and when.
 */
export function ComplianceSection({ order }: { order: PurchaseOrder }) {
  const hold = order.compliance;
  return (
    <>
      {hold && (
        <section
          aria-labelledby="compliance-heading"
          className={`flex flex-col gap-3 rounded-box border p-4 ${hold.state === 'held' ? 'border-red-300 bg-red-50' : 'border-base-300'}`}
        >
          <h2 id="compliance-heading" className="text-xl font-semibold">
            {hold.state === 'held' ? t.heldTitle : t.reviewTitle}
          </h2>
          {hold.state === 'held' && <p>{t.heldBuyer}</p>}
          {hold.state !== 'held' && hold.decidedAt && (
            <p>
              {(hold.state === 'released' ? t.released : t.refused)(
                hold.decidedBy ?? '',
                formatOrderDate(hold.decidedAt),
              )}
              {hold.note ? `: ${hold.note}` : ''}
            </p>
          )}
          {hold.reasons.length > 0 && (
            <>
              <h3 className="font-semibold">{t.reasons}</h3>
              <HoldReasons reasons={hold.reasons} />
            </>
          )}
          <HoldActions order={order} describedBy="order-heading" />
        </section>
      )}
      {order.endUse && <EndUseStatement endUse={order.endUse} />}
    </>
  );
}
