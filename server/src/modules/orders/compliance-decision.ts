import { dueDateOf } from '#shared/companies/company-rules.ts';
import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import { messages } from '#shared/messages.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { canSeePurchaseOrder, orderAccessOf } from '../companies/index.ts';
import { enqueueRendered } from '../outbox/index.ts';
import { noticeToCompany } from './company-order-notices.ts';
import { invoicedNote } from './company-terms.ts';
import { complianceHoldFacts, type ComplianceHoldFacts } from './compliance-hold.ts';
import { decisionMail } from './compliance-mails.ts';
import { assertAllowed } from './order-actions.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { cancelLinesReturningStock } from './purchase-order-life.ts';
import { findPurchaseOrder, findPurchaseOrderDetail, recordEvent } from './purchase-orders.repository.ts';
import { statusWords } from './status-words.ts';

export type HoldDecision = { release: true; note: string } | { release: false; reason: string };

/**
 * Releases or refuses an order held for export compliance (PRODUCT.md §19), by a store admin (the
 * `release`/`refuse` rule of order-actions.ts; anyone who cannot see the order gets 404). One
 * conditional UPDATE from `compliance_hold` decides: of a release and a refusal at once, one wins
 * and the other gets 409. Released, the order takes the status it would have had: `unpaid` (card),
 * `confirmed` on account (its invoice issued now and due `dueDateOf` today, as an approval does,
 * unless its freight is still to be quoted) or `pending_approval` (its company's admins asked now).
 * Refused, it is cancelled and its stock returned in the same transaction. Its buyer is mailed either way.
 */
export async function decideHold(context: PurchaseOrdersContext, id: string, viewer: Viewer, decision: HoldDecision) {
  const [detail, access] = await Promise.all([
    findPurchaseOrderDetail(context.db, id),
    orderAccessOf(context.db, viewer),
  ]);
  if (!detail || !canSeePurchaseOrder(access, detail.head)) throw notFound(messages.purchaseOrders.notFound);
  assertAllowed(decision.release ? 'release' : 'refuse', access, detail);
  const { head } = detail;
  const facts = complianceHoldFacts(head.compliance_json)!;
  const at = context.config.now().toISOString();
  const who = viewer.name || viewer.email;
  const decided: ComplianceHoldFacts = {
    ...facts,
    state: decision.release ? 'released' : 'refused',
    decidedAt: at,
    decidedBy: who,
    note: decision.release ? decision.note : decision.reason,
  };
  const onAccount = head.payment_method === 'account';
  const resume = facts.resumeStatus;
  const invoiceNow = decision.release && onAccount && resume === 'confirmed' && head.freight_status !== 'pending';
  const won = await context.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('purchase_orders')
      .set({
        status: decision.release ? resume : 'cancelled',
        compliance_json: JSON.stringify(decided),
        ...(invoiceNow && head.payment_terms ? { due_date: dueDateOf(at, head.payment_terms) } : {}),
        updated_at: at,
      })
      .where('id', '=', id)
      .where('status', '=', 'compliance_hold')
      .returningAll()
      .executeTakeFirst();
    if (!updated) return undefined;
    if (decision.release) {
      await recordEvent(trx, id, {
        type: 'compliance_released',
        at,
        note: `${who}: ${decision.note}`,
        actorId: viewer.id,
      });
      if (resume === 'pending_approval') {
        const reason = facts.approvalReason ?? '';
        await recordEvent(trx, id, { type: 'approval_requested', at, note: reason, actorId: head.buyer_id });
        await noticeToCompany(trx, context, 'waiting', id, reason);
      }
      if (updated.due_date) {
        await recordEvent(trx, id, { type: 'invoiced', at, note: invoicedNote(updated), actorId: viewer.id });
        await noticeToCompany(trx, context, 'invoice', id);
      }
    } else {
      await cancelLinesReturningStock(trx, id, at);
      await recordEvent(trx, id, {
        type: 'compliance_refused',
        at,
        note: `${who}: ${decision.reason}`,
        actorId: viewer.id,
      });
    }
    // In the buyer's language, not the deciding admin's.
    await enqueueRendered(trx, context, head.buyer_email, () => decisionMail(head, decision, context.config));
    return updated;
  });
  if (!won) {
    const current = (await findPurchaseOrder(context.db, id))!;
    throw conflict(complianceHolds.notHeld(statusWords[current.status]));
  }
  if (!decision.release) context.catalogCache.invalidate();
  context.outbox.kick();
  return { detail: (await findPurchaseOrderDetail(context.db, id))!, access };
}
