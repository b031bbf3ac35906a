import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testDatabaseKinds } from '../../../testing/test-database.ts';
import { expireUnpaidOrders } from '../expire-unpaid-orders.ts';

const hour = 60 * 60 * 1000;

/**
 * docs/product/rules.md#security: one free account could reserve a product's whole stock with orders it never
 * pays. Unpaid orders expire after UNPAID_ORDER_HOURS, and one account holds at most
 * MAX_UNPAID_ORDERS of them. The store's clock is injected, so time moves without waiting.
 */
describe.each(testDatabaseKinds)('unpaid orders on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  let product: Product;
  let now = Date.parse('2026-03-02T08:00:00.000Z');
  const clock = () => new Date(now);

  const order = (as: SignedIn, productId = product._id, quantity = 5) =>
    call(t, 'POST', '/orders', {
      as,
      body: { productId, productQuantity: quantity, buyerAddress: 'Dock 7', phone: '+1 412 555 0170' },
    });
  const stock = async (id = product._id) => (await call(t, 'GET', `/products/${id}`)).body.total as number;
  const statusOf = async (id: string) =>
    (await t.app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000', UNPAID_ORDER_HOURS: '72', MAX_UNPAID_ORDERS: '3' },
      { now: clock },
    );
    const admin = await signUpAdmin(t, 'admin@example.com');
    buyer = await signUp(t, 'hoarder@example.com');
    product = (
      await call(t, 'POST', '/products', {
        as: admin,
        body: {
          name: 'Hoarded Ta Rod',
          picture: '/x.svg',
          about: 'Lot',
          origin: 'USA',
          total: 100,
          minimum: 1,
          price: 4,
        },
      })
    ).body;
  });
  afterAll(async () => t?.close());

  it('cancels an unpaid order after UNPAID_ORDER_HOURS and returns its stock exactly once', async () => {
    const placed = await order(buyer, product._id, 30);
    expect(placed.status).toBe(201);
    expect(await stock()).toBe(70);

    now += 71 * hour;
    expect(await expireUnpaidOrders(t.app)).toBe(0);
    expect(await statusOf(placed.body._id)).toBe('unpaid');
    expect(await stock()).toBe(70);

    now += 2 * hour;
    expect(await expireUnpaidOrders(t.app)).toBe(1);
    expect(await statusOf(placed.body._id)).toBe('cancelled');
    // The catalog shows the returned stock at once (the use case invalidated the cache).
    expect(await stock()).toBe(100);

    expect(await expireUnpaidOrders(t.app)).toBe(0);
    expect(await stock()).toBe(100);
    // The buyer can no longer pay it.
    const intent = await call(t, 'POST', '/create-payment-intent', { as: buyer, body: { orderId: placed.body._id } });
    expect(intent).toMatchObject({ status: 409, body: { message: messages.payment.notPayable } });
  });

  it('leaves paid orders alone, and marks paid an expired order whose payment did succeed', async () => {
    const paid = (await order(buyer)).body._id as string;
    const paidLate = (await order(buyer)).body._id as string;
    for (const orderId of [paid, paidLate]) {
      const intent = await call(t, 'POST', '/create-payment-intent', { as: buyer, body: { orderId } });
      const confirm = await call(t, 'POST', '/payments/test/confirm', {
        as: buyer,
        body: { clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
      });
      expect(confirm.status).toBe(200);
      // The buyer's page reports only the first one; the second closed before it could.
      if (orderId === paid)
        await call(t, 'PATCH', `/order/${orderId}`, { as: buyer, body: { transactionId: confirm.body.paymentId } });
    }
    const before = await stock();
    now += 100 * hour;
    expect(await expireUnpaidOrders(t.app)).toBe(0);
    expect(await statusOf(paid)).toBe('paid');
    expect(await statusOf(paidLate)).toBe('paid');
    expect(await stock()).toBe(before);
  });

  it(`refuses more than MAX_UNPAID_ORDERS open unpaid orders per account with a clear message`, async () => {
    const placed = [await order(buyer), await order(buyer), await order(buyer)];
    expect(placed.map((response) => response.status)).toEqual([201, 201, 201]);
    const before = await stock();
    const fourth = await order(buyer);
    expect(fourth).toMatchObject({ status: 409, body: { message: messages.orders.tooManyUnpaid(3) } });
    expect(await stock()).toBe(before);

    // Another account is not held back by this one's orders.
    const other = await signUp(t, 'patient@example.com');
    expect((await order(other)).status).toBe(201);

    // Cancelling one makes room again.
    expect((await call(t, 'POST', `/order/${placed[0]!.body._id}/cancel`, { as: buyer })).status).toBe(200);
    expect((await order(buyer)).status).toBe(201);
  });

  it('holds the limit under concurrent orders from one account', async () => {
    const racer = await signUp(t, 'racer@example.com');
    const results = await Promise.all(Array.from({ length: 12 }, () => order(racer, product._id, 1)));
    expect(results.filter((response) => response.status === 201)).toHaveLength(3);
    expect(results.filter((response) => response.status === 409)).toHaveLength(9);
  });
});

describe.each(testDatabaseKinds)('the periodic expiry in the server on %s', (kind) => {
  it('expires unpaid orders on its own, every UNPAID_ORDER_SWEEP_MINUTES', async () => {
    let now = Date.parse('2026-03-02T08:00:00.000Z');
    // A sweep every 60 ms here (0.001 minutes); the default is every 10 minutes.
    const t = await startTestApp(
      kind,
      { AUTH_RATE_LIMIT: '1000', UNPAID_ORDER_HOURS: '1', UNPAID_ORDER_SWEEP_MINUTES: '0.001' },
      { now: () => new Date(now) },
    );
    try {
      const buyer = await signUp(t, 'forgetful@example.com');
      const product = (await call(t, 'GET', '/products/')).body[0] as Product;
      const placed = await call(t, 'POST', '/orders', {
        as: buyer,
        body: {
          productId: product._id,
          productQuantity: product.minimum,
          buyerAddress: 'Dock 5',
          phone: '+1 412 555 0150',
        },
      });
      expect(placed.status).toBe(201);
      const status = async () =>
        (await call(t, 'GET', `/order/${placed.body._id}`, { as: buyer })).body.status as string;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await status()).toBe('unpaid');
      now += 2 * hour;
      await expect.poll(status, { timeout: 5000, interval: 50 }).toBe('cancelled');
      expect((await call(t, 'GET', `/products/${product._id}`)).body.total).toBe(product.total);
    } finally {
      await t.close();
    }
  });
});
