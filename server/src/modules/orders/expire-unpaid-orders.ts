import { complianceHoldFacts } from './compliance-hold.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';
import { giveBackStock } from '../catalog/index.ts';
import { confirmLinePayment } from './line-payment.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { confirmPurchaseOrderPayment } from './purchase-order-payment.ts';
import {
  findPurchaseOrderDetail,
  listUnpaidPurchaseOrdersBefore,
  lockPurchaseOrder,
  type PurchaseOrderDetail,
  recordEvent,
  settleLockedPurchaseOrder,
} from './purchase-orders.repository.ts';

const hour = 60 * 60 * 1000;
/** Purchase orders per round; a larger backlog is worked off over the next rounds. */
const batchSize = 500;

/**
 * Unpaid orders do not hold stock forever (docs/product/rules.md#security): every purchase order
 * still unpaid `UNPAID_ORDER_HOURS` after it was placed loses its unpaid lines, whose quantities
 * go back to stock. Every process runs this; the conditional UPDATE of the lines
 * (`… where status = 'unpaid'`) lets exactly one of them win each line, so stock comes back once.
 * An order whose payment already succeeded (the buyer paid but the page never reported it) is
 * marked paid instead. An order still waiting for a company admin's approval times out the same
 * way (docs/product/companies.md#approvals). Answers how many purchase orders it cancelled.
 */
export async function expireUnpaidOrders(context: PurchaseOrdersContext): Promise<number> {
  const now = context.config.now();
  const before = new Date(now.getTime() - context.config.orders.unpaidHours * hour).toISOString();
  const expired = await listUnpaidPurchaseOrdersBefore(context.db, before, batchSize);
  let cancelled = 0;
  for (const head of expired) {
    const detail = await findPurchaseOrderDetail(context.db, head.id);
    if (!detail || releasedSince(detail.head, before) || (await paidAfterAll(context, detail))) continue;
    if (await expireUnpaidLines(context, head.id, now.toISOString(), before)) cancelled += 1;
  }
  if (cancelled > 0) {
    context.catalogCache.invalidate();
    context.log.info({ cancelled, olderThanHours: context.config.orders.unpaidHours }, 'expired unpaid orders');
  }
  return cancelled;
}

/**
 * Released from a compliance hold since `before` (PRODUCT.md §19): as for an approval, the buyer's
 * time to pay runs from the release, for they could not pay while it was held.
 */
function releasedSince(head: PurchaseOrderRow, before: string): boolean {
  const decidedAt = complianceHoldFacts(head.compliance_json)?.decidedAt;
  return decidedAt !== null && decidedAt !== undefined && decidedAt >= before;
}

/**
 * Cancels the unpaid lines and returns their stock; true when this call cancelled the order.
 * Head first, as every change of an order: an order waiting for approval is locked before its
 * lines, so a company admin approving it at the same moment either wins (and it is not expired)
 * or finds it cancelled (409).
 */
async function expireUnpaidLines(
  context: PurchaseOrdersContext,
  purchaseOrderId: string,
  at: string,
  before: string,
): Promise<boolean> {
  return context.db.transaction().execute(async (trx) => {
    const head = await lockPurchaseOrder(trx, context.dbKind, purchaseOrderId);
    if (!head || (head.status !== 'unpaid' && head.status !== 'pending_approval')) return false;
    // Approved since it was listed (or not long ago): its buyer has had its full time to pay from then.
    if (head.approved_at && head.approved_at >= before) return false;
    if (releasedSince(head, before)) return false;
    const lines = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', updated_at: at })
      .where('purchase_order_id', '=', purchaseOrderId)
      .where('status', '=', 'unpaid')
      .returning(['id', 'product_id', 'quantity', 'kind'])
      .execute();
    if (lines.length === 0) return false;
    for (const line of lines.sort((a, b) => Number(a.product_id) - Number(b.product_id))) {
      if (line.product_id !== null) await giveBackStock(trx, { ...line, product_id: line.product_id }, at);
    }
    await recordEvent(trx, purchaseOrderId, { type: 'expired', at });
    const { movedTo } = await settleLockedPurchaseOrder(trx, head, at);
    return movedTo === 'cancelled';
  });
}

/**
 * True when a payment of the order (the purchase order's, or a line's paid alone) succeeded after
 * all, or cannot be told now (the provider is unreachable: next round decides).
 */
async function paidAfterAll(context: PurchaseOrdersContext, detail: PurchaseOrderDetail): Promise<boolean> {
  const attempts: (() => Promise<unknown>)[] = [];
  if (detail.head.payment_intent_id) {
    attempts.push(() => confirmPurchaseOrderPayment(context, detail, detail.head.payment_intent_id!));
  }
  for (const line of detail.lines) {
    if (line.status === 'unpaid' && line.payment_intent_id) {
      attempts.push(() => confirmLinePayment(context, line, line.payment_intent_id!));
    }
  }
  for (const attempt of attempts) {
    try {
      await attempt();
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      // Not paid (400) or no longer payable (409): expire it. The provider unreachable: next round.
      if (status >= 500) {
        context.log.warn(
          { err: error, purchaseOrderId: detail.head.id },
          'unpaid order kept: payment provider unavailable',
        );
        return true;
      }
    }
  }
  const current = await findPurchaseOrderDetail(context.db, detail.head.id);
  const stillOpen = current?.head.status === 'unpaid' || current?.head.status === 'pending_approval';
  return !stillOpen || current.lines.every((line) => line.status !== 'unpaid');
}
