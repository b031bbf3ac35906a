import type { Kysely } from 'kysely';
import { messages } from '#shared/messages.ts';
import type { PaymentMethod } from '#shared/orders/purchase-order.schema.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import { type Membership, membershipOf } from '../companies/index.ts';
import { countUnpaidPurchaseOrdersOf } from './purchase-orders.repository.ts';

/**
 * The first step of placing an order: may this buyer order now, and in which company? At most
 * `maxUnpaid` unpaid purchase orders per account (docs/product/rules.md#security); on account only
 * for a company's member. On PostgreSQL the buyer's row is locked first, so one buyer's concurrent
 * orders are counted one after another, then their company's row: a company's orders are placed
 * one after another, so the credit check of 20 orders on account at once sees each accepted one's
 * balance, and a buyer's orders of the month are counted against the monthly limit one after
 * another. SQLite runs one write transaction at a time anyway.
 */
export async function checkBuyer(
  trx: Kysely<Database>,
  dbKind: DatabaseKind,
  input: { buyerId: string; maxUnpaid: number; paymentMethod: PaymentMethod },
): Promise<Membership | undefined> {
  if (dbKind === 'postgres') {
    await trx.selectFrom('users').select('id').where('id', '=', input.buyerId).forUpdate().executeTakeFirst();
  }
  if ((await countUnpaidPurchaseOrdersOf(trx, input.buyerId)) >= input.maxUnpaid) {
    throw conflict(messages.orders.tooManyUnpaid(input.maxUnpaid));
  }
  const membership = await membershipOf(trx, input.buyerId);
  if (membership && dbKind === 'postgres') {
    await trx.selectFrom('companies').select('id').where('id', '=', membership.companyId).forUpdate().execute();
  }
  if (input.paymentMethod === 'account' && !membership) throw badRequest(messages.purchaseOrders.paymentMethod);
  return membership;
}
