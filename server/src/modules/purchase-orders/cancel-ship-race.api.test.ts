import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { fillCart, payByCard, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 26: an admin's cancel racing a ship must never refund an order it then fails to cancel.
 * The provider's refund is slowed so the ship arrives while the cancel is refunding, the window
 * in which the store used to refund first and refuse the cancel after.
 */
describe.each(testDatabaseKinds)('an admin cancel racing a ship on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let products: Product[];
  let refundCalls = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
    buyer = await signUp(t, 'racer@example.com');
    products = await plainProducts(t, 1);
    const refund = t.app.payments.refund.bind(t.app.payments);
    t.app.payments.refund = async (input, trx) => {
      refundCalls += 1;
      await sleep(150);
      return refund(input, trx);
    };
  });
  afterAll(() => t?.close());

  const paidOrder = async () => {
    await fillCart(t, await userIdOf(t, buyer.email), [{ product: products[0]!, quantity: products[0]!.minimum }]);
    const po = (await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } })).body as PurchaseOrder;
    expect((await payByCard(t, buyer, po._id)).body).toMatchObject({ status: 'paid' });
    return po;
  };
  const cancel = (po: PurchaseOrder) => call(t, 'POST', `/purchase-orders/${po._id}/cancel`, { as: admin });
  const ship = (po: PurchaseOrder) =>
    call(t, 'POST', `/purchase-orders/${po._id}/ship`, {
      as: admin,
      body: { carrier: 'UPS', trackingNumber: '1Z999' },
    });
  const refundsOf = async (po: PurchaseOrder) =>
    (await t.app.db.selectFrom('test_payments').select('status').where('order_id', '=', po._id).execute()).filter(
      (payment) => payment.status === 'refunded',
    ).length;

  it('refunds once when the cancel wins: the ship arriving during the refund is refused', async () => {
    const po = await paidOrder();
    const before = refundCalls;
    const cancelling = cancel(po);
    await sleep(50);
    const [cancelled, shipped] = await Promise.all([cancelling, ship(po)]);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', paymentStatus: 'refunded' } });
    expect(shipped.status).toBe(409);
    expect(refundCalls - before).toBe(1);
    expect(await refundsOf(po)).toBe(1);
  });

  it('refunds nothing when the ship wins: the cancel is refused before any refund', async () => {
    const po = await paidOrder();
    const before = refundCalls;
    const [shipped, cancelled] = await Promise.all([ship(po), sleep(10).then(() => cancel(po))]);
    expect(shipped).toMatchObject({ status: 200, body: { status: 'shipped' } });
    expect(cancelled.status).toBe(409);
    expect(refundCalls - before).toBe(0);
    expect(await refundsOf(po)).toBe(0);
  });

  it('never refunds without cancelling when many cancels and ships race', async () => {
    const orders: PurchaseOrder[] = [];
    for (let n = 0; n < 4; n++) orders.push(await paidOrder());
    await Promise.all(orders.map((po, n) => Promise.all(n % 2 ? [ship(po), cancel(po)] : [cancel(po), ship(po)])));
    for (const po of orders) {
      const status = ((await call(t, 'GET', `/purchase-orders/${po._id}`, { as: admin })).body as PurchaseOrder).status;
      expect(await refundsOf(po)).toBe(status === 'cancelled' ? 1 : 0);
    }
  });
});
