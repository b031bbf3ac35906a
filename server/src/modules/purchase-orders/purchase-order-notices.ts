import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { mailOptionsFromConfig, sendPurchaseOrderMail } from './documents/purchase-order-mail.ts';
import type { PurchaseOrdersContext } from './place-purchase-order.ts';
import { toApiPurchaseOrder } from './purchase-order.mapper.ts';
import { findPurchaseOrderDetail } from './purchase-orders.repository.ts';

/** The moments the buyer hears about (docs/product/ordering.md#status). */
export type PurchaseOrderNotice = 'placed' | 'paid' | 'shipped';

/**
 * Mails the buyer about their purchase order, after the change is committed and without holding
 * up the answer: a mail that fails is logged, never a failed order (the order is the truth, the
 * mail a courtesy). Answers the sending, for tests and shutdown to wait on.
 */
export function noticeToBuyer(
  context: PurchaseOrdersContext,
  notice: PurchaseOrderNotice,
  purchaseOrderId: string,
): Promise<void> {
  return (async () => {
    const detail = await findPurchaseOrderDetail(context.db, purchaseOrderId);
    if (!detail) return;
    await sendNotice(context, notice, toApiPurchaseOrder(detail));
  })().catch((error: unknown) => {
    context.log.error({ err: error, purchaseOrderId, notice }, 'purchase order mail not sent');
  });
}

async function sendNotice(context: PurchaseOrdersContext, notice: PurchaseOrderNotice, po: PurchaseOrder) {
  await sendPurchaseOrderMail(context.mailer, notice, po, {
    ...mailOptionsFromConfig(context.config),
    log: context.log,
  });
}
