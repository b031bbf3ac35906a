import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { PurchaseOrdersContext } from './place-purchase-order.ts';
import { toApiPurchaseOrder } from './purchase-order.mapper.ts';
import { findPurchaseOrderDetail } from './purchase-orders.repository.ts';

/** Links in mails: PUBLIC_URL, or in development this machine (never a request's Host header). */
export function storeOrigin(context: PurchaseOrdersContext): string {
  return context.config.publicUrl?.replace(/\/$/, '') ?? `http://localhost:${context.config.port}`;
}

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

/** Until the templated mails land: a plain-text mail with the order's number. */
async function sendNotice(context: PurchaseOrdersContext, notice: PurchaseOrderNotice, po: PurchaseOrder) {
  const link = `${storeOrigin(context)}/dashboard/purchase-orders/${po._id}`;
  await context.mailer.send({
    to: po.buyer.email,
    subject: `${po.number}: ${notice}`,
    text: `${po.number} is ${po.status}.\n${link}\n`,
  });
}
