import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { companyOrders } from '#shared/messages/company-orders.ts';
import { messages } from '#shared/messages.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http-errors.ts';
import { invoicedStatuses } from '../companies/index.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import { moneyIn } from './order-money.ts';
import { statusWords } from './status-words.ts';
import {
  findPurchaseOrder,
  findPurchaseOrderDetail,
  type PurchaseOrderDetail,
  recordEvent,
} from './purchase-orders.repository.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';

export interface ReceivedPayment {
  /** Minor units of `currency`. */
  amountCents: number;
  /** The currency the money came in: it must be the order's (PRODUCT.md §17), else nothing is applied. */
  currency: string;
  method: 'card' | 'transfer';
  reference: string;
  /** YYYY-MM-DD. */
  receivedAt: string;
  recordedBy: string | null;
}

/**
 * Applies money received for an invoice on account (docs/product/companies.md#paying-on-account),
 * in the caller's transaction: one conditional UPDATE adds it to amount_paid_cents only while the
 * order still owes at least that much, so two payments at once can never pay more than the total
 * (the loser sees the new balance and is refused); a payment row and a timeline event are written
 * with it, and the order that is paid in full is `paid` (its status stays in its fulfilment life).
 * Answers the head, or undefined when it owes less than `amountCents`, is no open invoice, or is
 * in another currency than the money (PRODUCT.md §17: its payments are in its currency).
 */
export async function applyAccountPayment(
  trx: Kysely<Database>,
  purchaseOrderId: string,
  payment: ReceivedPayment,
  at: string,
): Promise<PurchaseOrderRow | undefined> {
  const head = await trx
    .updateTable('purchase_orders')
    .set((eb) => ({ amount_paid_cents: eb('amount_paid_cents', '+', payment.amountCents), updated_at: at }))
    .where('id', '=', purchaseOrderId)
    .where('currency', '=', payment.currency)
    .where('payment_method', '=', 'account')
    .where('status', 'in', invoicedStatuses)
    .where((eb) => eb(eb('amount_paid_cents', '+', payment.amountCents), '<=', eb.ref('total_cents')))
    .returningAll()
    .executeTakeFirst();
  if (!head) return undefined;
  await trx
    .insertInto('purchase_order_payments')
    .values({
      id: randomUUID(),
      purchase_order_id: purchaseOrderId,
      amount_cents: payment.amountCents,
      method: payment.method,
      reference: payment.reference,
      received_at: payment.receivedAt,
      recorded_by: payment.recordedBy,
      created_at: at,
    })
    .execute();
  const note = companyOrders.transferNote(moneyIn(payment.currency, payment.amountCents), payment.reference);
  await recordEvent(trx, purchaseOrderId, { type: 'payment_received', at, note, actorId: payment.recordedBy });
  if (Number(head.amount_paid_cents) < Number(head.total_cents)) return head;
  // Paid in full: the invoice is closed, and its lines (the original API's orders) are paid.
  await trx
    .updateTable('orders')
    .set({ status: 'paid', updated_at: at })
    .where('purchase_order_id', '=', purchaseOrderId)
    .where('status', '=', 'unpaid')
    .execute();
  return trx
    .updateTable('purchase_orders')
    .set({ payment_status: 'paid', updated_at: at })
    .where('id', '=', purchaseOrderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * POST /purchase-orders/{id}/payments (store admins): money received by transfer, in the order's
 * currency (PRODUCT.md §17). More than the order still owes is refused (400), nothing written; so
 * is money in another currency (400) and an order that is not an open invoice on account (409).
 */
export async function recordTransfer(
  context: PurchaseOrdersContext,
  id: string,
  payment: Omit<ReceivedPayment, 'method'>,
): Promise<PurchaseOrderDetail> {
  const at = context.config.now().toISOString();
  const applied = await context.db
    .transaction()
    .execute((trx) => applyAccountPayment(trx, id, { ...payment, method: 'transfer' }, at));
  if (!applied) {
    const head = await findPurchaseOrder(context.db, id);
    if (!head) throw notFound(messages.purchaseOrders.notFound);
    if (head.currency !== payment.currency)
      throw badRequest(orderCurrency.wrongCurrency(payment.currency, head.currency));
    if (head.payment_method !== 'account') throw conflict(companyOrders.notOnAccount);
    if (!(invoicedStatuses as readonly string[]).includes(head.status)) {
      throw conflict(companyOrders.notPayableNow(statusWords[head.status]));
    }
    const owed = Number(head.total_cents) - Number(head.amount_paid_cents);
    throw badRequest(companyOrders.overpaid(moneyIn(head.currency, owed)));
  }
  return (await findPurchaseOrderDetail(context.db, id))!;
}
