import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { enqueue, type OutboxContext, type OutboxPayloads } from '../outbox/index.ts';
import { mailOptionsFromConfig, type RenderedMail } from '../../mail/mail-options.ts';
import { renderPurchaseOrderMail } from './documents/purchase-order-mail.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { toApiPurchaseOrder } from './purchase-order.mapper.ts';
import { findPurchaseOrderDetail } from './purchase-orders.repository.ts';

/** The moments the buyer hears about (docs/product/ordering.md#status). */
export type PurchaseOrderNotice = 'placed' | 'paid' | 'shipped';

/**
 * Records the buyer's mail about their purchase order in the transaction of the change
 * (PRODUCT.md §21, ADR 023): committed together, so it is neither lost nor sent for a change that
 * rolled back. The outbox's worker renders and sends it.
 */
export async function noticeToBuyer(
  trx: Kysely<Database>,
  context: OutboxContext,
  notice: PurchaseOrderNotice,
  purchaseOrderId: string,
  /** A `shipped` notice's shipment: the mail says what it held and what is still to come. */
  shipmentId?: string,
): Promise<void> {
  const head = await trx
    .selectFrom('purchase_orders')
    .select('buyer_email')
    .where('id', '=', purchaseOrderId)
    .executeTakeFirst();
  if (!head) return;
  await enqueue(trx, context, 'purchaseOrder', head.buyer_email, {
    purchaseOrderId,
    notice,
    ...(shipmentId !== undefined ? { shipmentId } : {}),
  });
}

/** The buyer's mail as the order stands when it is sent (the outbox topic `purchaseOrder`). */
export async function renderBuyerNotice(
  context: Pick<PurchaseOrdersContext, 'db' | 'config'>,
  payload: OutboxPayloads['purchaseOrder'],
): Promise<RenderedMail | null> {
  const detail = await findPurchaseOrderDetail(context.db, payload.purchaseOrderId);
  if (!detail) return null;
  return renderPurchaseOrderMail(payload.notice, toApiPurchaseOrder(detail, null), {
    ...mailOptionsFromConfig(context.config),
    ...(payload.shipmentId !== undefined ? { shipmentId: payload.shipmentId } : {}),
  });
}
