import { confirmOrderPayment } from './confirm-payment.ts';
import { cancelOrder, listUnpaidOrdersBefore } from './orders.repository.ts';
import type { OrdersContext } from './place-order.ts';

const hour = 60 * 60 * 1000;
/** Orders per round; a larger backlog is worked off over the next rounds. */
const batchSize = 500;

/**
 * Unpaid orders do not hold stock forever (docs/product/rules.md#security): every order still unpaid
 * `UNPAID_ORDER_HOURS` after it was placed is cancelled and its quantity returned. Every process
 * runs this; the conditional cancel (`… where status = 'unpaid'`) lets exactly one of them win
 * each order, so stock comes back once. An order whose payment already succeeded (the buyer
 * paid but the page never reported it) is marked paid instead. Answers how many it cancelled.
 */
export async function expireUnpaidOrders(context: OrdersContext): Promise<number> {
  const now = context.config.now();
  const before = new Date(now.getTime() - context.config.orders.unpaidHours * hour).toISOString();
  const expired = await listUnpaidOrdersBefore(context.db, before, batchSize);
  let cancelled = 0;
  for (const order of expired) {
    if (order.payment_intent_id && (await paidAfterAll(context, order))) continue;
    if (await cancelOrder(context.db, order.id, { from: 'unpaid', at: now.toISOString() })) cancelled += 1;
  }
  if (cancelled > 0) {
    context.catalogCache.invalidate();
    context.log.info({ cancelled, olderThanHours: context.config.orders.unpaidHours }, 'expired unpaid orders');
  }
  return cancelled;
}

/** True when the order's payment succeeded after all (it is now marked paid), or cannot be told. */
async function paidAfterAll(context: OrdersContext, order: Parameters<typeof confirmOrderPayment>[1]) {
  try {
    await confirmOrderPayment(context, order, order.payment_intent_id!);
    return true;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    // Not paid (400) or no longer unpaid (409): expire it. The provider unreachable: next round.
    if (status < 500) return false;
    context.log.warn({ err: error, orderId: order.id }, 'unpaid order kept: payment provider unavailable');
    return true;
  }
}
