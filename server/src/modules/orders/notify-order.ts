import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { enqueueMany, type OutboxContext, staffNotice } from '../outbox/index.ts';
import { noticeToCompany } from './company-order-notices.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';

/**
 * The mails a new order causes, committed with it (PRODUCT.md §21): the buyer's confirmation and
 * the staff's new-order mail in one INSERT (a checkout burst waits on its transactions), and for a
 * company's order the admins' approval request or invoice notice.
 */
export async function notifyOrder(
  trx: Kysely<Database>,
  context: OutboxContext,
  input: {
    head: PurchaseOrderRow;
    approvalReason: string | undefined;
    /** Held for export compliance (PRODUCT.md §19): the staff hear of it; the company's side waits for the release. */
    held?: boolean;
  },
): Promise<void> {
  const { head } = input;
  await enqueueMany(trx, context, [
    {
      topic: 'purchaseOrder',
      recipient: head.buyer_email,
      payload: { purchaseOrderId: head.id, notice: 'placed' },
    },
    {
      topic: 'staff',
      recipient: context.config.seller.email,
      payload: staffNotice('purchaseOrderPlaced', { purchaseOrderId: head.id }),
    },
    ...(input.held
      ? [
          {
            topic: 'staff' as const,
            recipient: context.config.seller.email,
            payload: staffNotice('complianceHold', { purchaseOrderId: head.id }),
          },
        ]
      : []),
  ]);
  if (head.company_id && !input.held) {
    const notice = input.approvalReason ? 'waiting' : 'invoice';
    await noticeToCompany(trx, context, notice, head.id, input.approvalReason);
  }
}
