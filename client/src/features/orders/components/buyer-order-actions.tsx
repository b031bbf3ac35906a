import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { apiBaseUrl } from '../../../config/env.ts';
import { canOrderAgain } from '../purchase-order-rules.ts';
import type { PurchaseOrderActions } from '../use-purchase-order-actions.ts';

const t = messages.orderPages;
const o = messages.ordering;

interface BuyerOrderActionsProps {
  order: PurchaseOrder;
  actions: PurchaseOrderActions;
  /** Id of the element naming the order: repeated buttons ("Cancel") say which order they act on. */
  describedBy: string;
  /** The lists link to the detail page; the detail page offers Pay and the invoice itself. */
  where: 'list' | 'detail';
  /** One button under the other, in a table's narrow column. */
  stacked?: boolean;
}

/**
 * What the buyer can do with an order: View, Pay, Cancel, Download invoice (the server's
 * `allowedActions`, PRODUCT.md §22), and Order again.
 */
export function BuyerOrderActions({ order, actions, describedBy, where, stacked = false }: BuyerOrderActionsProps) {
  const allowed = order.allowedActions;
  const small = where === 'list' ? 'btn-sm whitespace-nowrap' : '';
  return (
    <div className={stacked ? 'flex flex-col items-stretch gap-1' : 'flex flex-wrap gap-2'}>
      {where === 'list' && (
        <Link to={paths.purchaseOrder(order._id)} className={`btn btn-outline ${small}`} aria-describedby={describedBy}>
          {t.view}
        </Link>
      )}
      {where === 'detail' && allowed.includes('pay') && (
        <Link to={paths.purchaseOrderPayment(order._id)} className="btn btn-primary">
          {o.pay}
        </Link>
      )}
      {allowed.includes('cancel') && (
        <BusyButton
          busy={actions.isBusy(order._id, 'cancel')}
          spinner="xs"
          type="button"
          className={`btn btn-outline ${small}`}
          onClick={() => actions.cancel(order)}
          aria-describedby={describedBy}
        >
          {o.cancel}
        </BusyButton>
      )}
      {where === 'detail' && allowed.includes('invoice') && (
        // A plain link: the browser downloads the PDF with the session cookie.
        <a
          href={`${apiBaseUrl}/purchase-orders/${encodeURIComponent(order._id)}/invoice.pdf`}
          className="btn btn-outline"
          download
        >
          {t.downloadInvoice}
        </a>
      )}
      {canOrderAgain(order) && (
        <BusyButton
          busy={actions.isReordering(order._id)}
          spinner="xs"
          type="button"
          className={`btn btn-outline ${small}`}
          onClick={() => actions.orderAgain(order)}
          aria-describedby={describedBy}
        >
          {t.orderAgain}
        </BusyButton>
      )}
    </div>
  );
}
