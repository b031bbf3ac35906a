import { dueDateOf } from '#shared/companies/company-rules.ts';
import { messages } from '#shared/messages.ts';
import { companyOrders } from '#shared/messages/company-orders.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { canSeePurchaseOrder, orderAccessOf } from '../companies/index.ts';
import { noticeToCompany } from './company-order-notices.ts';
import { assertAllowed } from './order-actions.ts';
import { invoicedNote } from './place-purchase-order.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { cancelLinesReturningStock } from './purchase-order-life.ts';
import { statusWords } from './status-words.ts';
import {
  findPurchaseOrder,
  findPurchaseOrderDetail,
  type PurchaseOrderDetail,
  recordEvent,
} from './purchase-orders.repository.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';

export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Who may decide on an order waiting for approval (docs/product/companies.md#approvals): the
 * approve/reject rule of order-actions.ts (a company admin of the order's company, never on their
 * own order). Anyone who cannot see the order is answered 404 (its id tells them nothing).
 */
async function deciderCheck(context: PurchaseOrdersContext, id: string, viewer: Viewer): Promise<PurchaseOrderRow> {
  const [detail, access] = await Promise.all([
    findPurchaseOrderDetail(context.db, id),
    orderAccessOf(context.db, viewer),
  ]);
  if (!detail || !canSeePurchaseOrder(access, detail.head)) throw notFound(messages.purchaseOrders.notFound);
  assertAllowed('approve', access, detail);
  return detail.head;
}

/**
 * Approves or rejects an order waiting for approval. One conditional UPDATE from
 * `pending_approval` decides: of an approval and a rejection at once, one wins and the other gets
 * 409. Approved, it goes on as any order: `unpaid` (card) or `confirmed` (on account, its invoice
 * issued now and due `dueDateOf` today). Rejected is final, and its stock goes back in the same
 * transaction. The buyer is mailed either way; an invoice on account also goes to the admins.
 */
export async function decideOnOrder(
  context: PurchaseOrdersContext,
  id: string,
  viewer: Viewer,
  decision: Decision,
): Promise<PurchaseOrderDetail> {
  const head = await deciderCheck(context, id, viewer);
  const now = context.config.now();
  const at = now.toISOString();
  const decided = await context.db.transaction().execute(async (trx) => {
    const onAccount = head.payment_method === 'account';
    const updated = await trx
      .updateTable('purchase_orders')
      .set(
        decision.approve
          ? {
              status: onAccount ? 'confirmed' : 'unpaid',
              approved_by: viewer.id,
              approved_at: at,
              due_date: onAccount && head.payment_terms ? dueDateOf(at, head.payment_terms) : null,
              updated_at: at,
            }
          : { status: 'rejected', rejected_reason: decision.reason, updated_at: at },
      )
      .where('id', '=', id)
      .where('status', '=', 'pending_approval')
      .returningAll()
      .executeTakeFirst();
    if (!updated) return undefined;
    if (decision.approve) {
      await recordEvent(trx, id, { type: 'approved', at, note: viewer.name || viewer.email, actorId: viewer.id });
      if (updated.due_date)
        await recordEvent(trx, id, { type: 'invoiced', at, note: invoicedNote(updated), actorId: viewer.id });
    } else {
      await cancelLinesReturningStock(trx, id, at);
      await recordEvent(trx, id, { type: 'rejected', at, note: decision.reason, actorId: viewer.id });
    }
    await noticeToCompany(trx, context, decision.approve ? 'approved' : 'rejected', id);
    if (updated.due_date) await noticeToCompany(trx, context, 'invoice', id);
    return updated;
  });
  if (!decided) {
    const current = (await findPurchaseOrder(context.db, id))!;
    throw conflict(companyOrders.notPendingApproval(statusWords[current.status]));
  }
  if (!decision.approve) context.catalogCache.invalidate();
  context.outbox.kick();
  return (await findPurchaseOrderDetail(context.db, id))!;
}
