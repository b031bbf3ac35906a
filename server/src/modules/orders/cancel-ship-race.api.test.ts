import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import type { RefundPayload } from '../outbox/index.ts';
import { fillCart, payByCard, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 26: an admin's cancel racing a ship must never refund an order it then fails to cancel.
 * The cancel commits with a `refund` outbox message, delivered right after the commit (refunds.ts,
 * ADR 023). The provider's refund is slowed so the ship arrives while the refund is being made,
 * the window in which the store used to refund first and refuse the cancel after.
 */
describe.each(testDatabaseKinds)('an admin cancel racing a ship on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let products: Product[];
  let refundCalls = 0;
  /** Errors the provider throws before refunding, one per call (a Stripe outage). */
  const outages: Error[] = [];
  /** Called when the provider is asked for a refund (the cancel has committed by then). */
  let onRefund: (() => void) | undefined;

  beforeAll(async () => {
    // Retries after 50 ms, and no poll in the way: the tests drain the outbox themselves.
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      OUTBOX_RETRY_BASE_SECONDS: '0.05',
      OUTBOX_POLL_MS: '600000',
    });
    admin = await signUpAdmin(t, 'admin@example.com');
    buyer = await signUp(t, 'racer@example.com');
    products = await plainProducts(t, 1);
    const refund = t.app.payments.refund.bind(t.app.payments);
    t.app.payments.refund = async (input) => {
      refundCalls += 1;
      onRefund?.();
      await sleep(150);
      const outage = outages.shift();
      if (outage) throw outage;
      return refund(input);
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
  const refundMessagesOf = async (po: PurchaseOrder) =>
    (await t.app.db.selectFrom('outbox_messages').selectAll().where('topic', '=', 'refund').execute()).filter(
      (row) => (JSON.parse(row.payload) as { purchaseOrderId: string }).purchaseOrderId === po._id,
    );
  const read = async (po: PurchaseOrder) =>
    (await call(t, 'GET', `/purchase-orders/${po._id}`, { as: admin })).body as PurchaseOrder;
  const refundsOf = async (po: PurchaseOrder) =>
    (await t.app.db.selectFrom('test_payments').select('status').where('order_id', '=', po._id).execute()).filter(
      (payment) => payment.status === 'refunded',
    ).length;

  it('refunds once when the cancel wins: the ship arriving during the refund is refused', async () => {
    const po = await paidOrder();
    const before = refundCalls;
    const refunding = new Promise<void>((resolve) => (onRefund = resolve));
    const cancelling = cancel(po);
    // The ship arrives while the provider is making the refund, after the cancel's commit.
    await refunding;
    onRefund = undefined;
    // Nothing is held while the provider works (150 ms here): the order's row, and SQLite's write
    // lock, are free at once (they used to wait for the refund).
    const writing = Date.now();
    await t.app.db
      .updateTable('purchase_orders')
      .set((eb) => ({ notes: eb.ref('notes') }))
      .where('id', '=', po._id)
      .execute();
    const waited = Date.now() - writing;
    console.info(`${kind}: a write to the cancelled order during its refund waited ${waited} ms`);
    expect(waited).toBeLessThan(100);
    const [cancelled, shipped] = await Promise.all([cancelling, ship(po)]);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', paymentStatus: 'refunded' } });
    expect(shipped.status).toBe(409);
    expect(refundCalls - before).toBe(1);
    expect(await refundsOf(po)).toBe(1);
    expect(await refundMessagesOf(po)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1 })]);
    const events = (await read(po)).events.map((event) => event.type);
    expect(events.slice(-3)).toEqual(['cancelled', 'refund_requested', 'refunded']);
  });

  it('refunds nothing when the ship wins: the cancel is refused before any refund', async () => {
    const po = await paidOrder();
    const before = refundCalls;
    // The ship has committed before the cancel reads the order (a 10 ms head start lost to a busy
    // machine now and then); cancels and ships truly at once are the next test's.
    const shipped = await ship(po);
    const cancelled = await cancel(po);
    expect(shipped).toMatchObject({ status: 200, body: { status: 'shipped' } });
    expect(cancelled.status).toBe(409);
    expect(refundCalls - before).toBe(0);
    expect(await refundsOf(po)).toBe(0);
    expect(await refundMessagesOf(po)).toEqual([]);
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

  it('cancels at once when the provider is down, and refunds once after a retry', async () => {
    const po = await paidOrder();
    const before = refundCalls;
    outages.push(new Error('connect ECONNREFUSED api.stripe.com'));
    const cancelled = await cancel(po);
    // Not a 5xx: the order is cancelled, stock returned, the refund pending.
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', paymentStatus: 'paid' } });
    expect(((cancelled.body as PurchaseOrder).events ?? []).map((event) => event.type)).toContain('refund_requested');
    expect(await refundsOf(po)).toBe(0);
    expect(await refundMessagesOf(po)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') }),
    ]);
    expect((await ship(po)).status).toBe(409);

    await sleep(80); // the backoff (OUTBOX_RETRY_BASE_SECONDS=0.05)
    await t.app.outbox.drain();
    expect(await read(po)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(refundCalls - before).toBe(2);
    expect(await refundsOf(po)).toBe(1);
    expect(await refundMessagesOf(po)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
    expect((await read(po)).events.filter((event) => event.type === 'refunded')).toHaveLength(1);
  });

  it('a refusal fails the message for an admin to resend; the order stays cancelled', async () => {
    const po = await paidOrder();
    const refusal = Object.assign(new Error('charge_already_refunded'), { statusCode: 400 });
    outages.push(new PaymentProviderError(refusal));
    expect(await cancel(po)).toMatchObject({ status: 200, body: { status: 'cancelled', paymentStatus: 'paid' } });
    const [failed] = await refundMessagesOf(po);
    expect(failed).toMatchObject({ status: 'failed', subject: null });

    const resent = await call(t, 'POST', `/outbox/${failed!.id}/resend`, { as: admin });
    expect(resent.status).toBe(200);
    await t.app.outbox.drain();
    expect(await read(po)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await refundMessagesOf(po)).toEqual([
      expect.objectContaining({ status: 'delivered', subject: expect.stringMatching(/^Refund of \$.* for order RM-/) }),
    ]);
    expect(await refundsOf(po)).toBe(1);
  });

  it('refunds once after a worker died between the refund and recording it (its claim ran out)', async () => {
    const po = await paidOrder();
    const before = refundCalls;
    // The cancel commits; its refund is claimed by a worker that dies before recording it.
    outages.push(new Error('killed'));
    await cancel(po);
    const [message] = await refundMessagesOf(po);
    const payload = JSON.parse(message!.payload) as RefundPayload;
    await t.app.payments.refund({
      paymentId: payload.payments[0]!.paymentId,
      orderId: payload.payments[0]!.paidFor,
      idempotencyKey: `refund-${message!.id}-${payload.payments[0]!.paymentId}`,
    });
    await t.app.db
      .updateTable('outbox_messages')
      .set({ status: 'sending', claimed_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', message!.id)
      .execute();
    expect(await read(po)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });

    // Another worker (after the restart) finds the claim expired and delivers it.
    expect(await t.app.outbox.drain()).toBe(1);
    expect(await read(po)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(refundCalls - before).toBe(3);
    expect(await refundsOf(po)).toBe(1);
    expect((await read(po)).events.filter((event) => event.type === 'refunded')).toHaveLength(1);
  });
});
