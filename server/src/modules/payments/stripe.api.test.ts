import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { type StandInIntent, startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const webhookSecret = 'whsec_test_secret';
const stripeEnv = (apiUrl: string) => ({
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_URL: apiUrl,
  ADMIN_EMAILS: 'admin@example.com',
  AUTH_RATE_LIMIT: '1000',
  MAX_UNPAID_ORDERS: '1000',
});

/** A Stripe event as Stripe would send it, for an intent of the stand-in. */
const event = (type: string, intent: StandInIntent) => ({
  id: `evt_${randomBytes(12).toString('hex')}`,
  object: 'event',
  api_version: '2025-10-29.clover',
  created: Math.floor(Date.now() / 1000),
  type,
  data: { object: intent },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
});

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    timestamp: options.timestamp,
  });

describe.each(testDatabaseKinds)('Stripe payments on %s', (kind) => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let buyer: SignedIn;
  let admin: SignedIn;
  let product: Product;

  const placeOrder = async () => {
    const placed = await call(t, 'POST', '/orders', {
      as: buyer,
      body: {
        productId: product._id,
        productQuantity: product.minimum,
        buyerAddress: '1 Foundry Road, Pittsburgh',
        phone: '+1 412 555 0199',
      },
    });
    expect(placed.status).toBe(201);
    return placed.body._id as string;
  };
  const storedOrder = (id: string) =>
    t.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const startPayment = async (orderId: string, extra: Record<string, unknown> = {}) => {
    const response = await call(t, 'POST', '/create-payment-intent', { as: buyer, body: { orderId, ...extra } });
    expect(response.status).toBe(200);
    const clientSecret = response.body.clientSecret as string;
    return { clientSecret, intentId: clientSecret.split('_secret_')[0]! };
  };
  const markPaid = (orderId: string, transactionId: string) =>
    call(t, 'PATCH', `/order/${orderId}`, { as: buyer, body: { transactionId } });
  const deliver = async (payload: string, signature: string | undefined) => {
    const response = await fetch(`${t.url}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const retrievalsOf = (intentId: string) =>
    standIn.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intentId}`).length;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    // A refund's retry waits 50 ms, and the tests drain the outbox themselves.
    t = await startTestApp(kind, {
      ...stripeEnv(standIn.url),
      OUTBOX_RETRY_BASE_SECONDS: '0.05',
      OUTBOX_POLL_MS: '600000',
    });
    buyer = await signUp(t, 'buyer@example.com', 'Bea Buyer');
    admin = await signUpAdmin(t, 'admin@example.com', 'Ada Admin');
    product = (await call(t, 'GET', '/products/')).body[0];
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('tells the payment page to use Stripe Elements with the publishable key', async () => {
    const config = await call(t, 'GET', '/payments/config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_x' });
  });

  it("creates the PaymentIntent for the stored order total, ignoring the client's price, and reuses it", async () => {
    const orderId = await placeOrder();
    const stored = await storedOrder(orderId);
    const { clientSecret, intentId } = await startPayment(orderId, { productPrice: 0.01 });
    expect(intentId).toMatch(/^pi_/);

    const creates = standIn.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.form['metadata[orderId]'] === orderId,
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]!.form).toEqual({
      amount: String(stored.total_cents),
      currency: 'usd',
      receipt_email: 'buyer@example.com',
      'metadata[orderId]': orderId,
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(creates[0]!.authorization).toBe('Bearer sk_test_x');
    expect(creates[0]!.idempotencyKey).toBeTruthy();
    expect(standIn.intent(intentId)).toMatchObject({
      amount: Number(stored.total_cents),
      currency: 'usd',
      metadata: { orderId },
    });

    const again = await startPayment(orderId);
    expect(again.clientSecret).toBe(clientSecret);
    expect(standIn.requests.filter((r) => r.method === 'POST' && r.form['metadata[orderId]'] === orderId)).toHaveLength(
      1,
    );
  });

  it('marks an order paid only after Stripe reports its PaymentIntent succeeded', async () => {
    const orderId = await placeOrder();
    const { intentId } = await startPayment(orderId);
    const early = await markPaid(orderId, intentId);
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ message: messages.payment.notConfirmed });

    standIn.succeed(intentId);
    const marked = await markPaid(orderId, intentId);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ paid: true, status: 'paid', transactionId: intentId });
  });

  it('refuses a succeeded PaymentIntent of another amount or of another order', async () => {
    const shortPaid = await placeOrder();
    const short = await startPayment(shortPaid);
    standIn.succeed(short.intentId, { amountReceived: Number((await storedOrder(shortPaid)).total_cents) - 1 });
    expect((await markPaid(shortPaid, short.intentId)).status).toBe(400);

    const first = await placeOrder();
    const second = await placeOrder();
    const secondPayment = await startPayment(second);
    standIn.succeed(secondPayment.intentId);
    // Same product, quantity and total: only the order id in the intent's metadata differs.
    const wrongOrder = await markPaid(first, secondPayment.intentId);
    expect(wrongOrder.status).toBe(400);
    expect(wrongOrder.body).toEqual({ message: messages.payment.notConfirmed });
    expect((await markPaid(second, secondPayment.intentId)).status).toBe(200);

    expect((await storedOrder(shortPaid)).status).toBe('unpaid');
    expect((await storedOrder(first)).status).toBe('unpaid');
  });

  it('marks the order paid from a signed payment_intent.succeeded webhook, once', async () => {
    const orderId = await placeOrder();
    const { intentId } = await startPayment(orderId);
    const payload = JSON.stringify(event('payment_intent.succeeded', standIn.succeed(intentId)));

    const delivered = await deliver(payload, sign(payload));
    expect(delivered.status).toBe(200);
    expect(delivered.body).toEqual({ received: true });
    const paid = await storedOrder(orderId);
    expect(paid).toMatchObject({ status: 'paid', transaction_id: intentId });
    // The webhook re-checked the intent with Stripe rather than trusting the event's copy.
    const retrievals = retrievalsOf(intentId);
    expect(retrievals).toBeGreaterThan(0);

    const redelivered = await deliver(payload, sign(payload));
    expect(redelivered.status).toBe(200);
    expect(redelivered.body).toEqual({ received: true, duplicate: true });
    expect(retrievalsOf(intentId)).toBe(retrievals);
    expect(await storedOrder(orderId)).toEqual(paid);
    // The buyer's page reporting the same payment afterwards is harmless.
    expect((await markPaid(orderId, intentId)).body).toMatchObject({ paid: true, transactionId: intentId });
  });

  it('refuses unsigned, forged, altered and replayed webhooks and leaves the order unpaid', async () => {
    const orderId = await placeOrder();
    const { intentId } = await startPayment(orderId);
    const succeeded = event('payment_intent.succeeded', standIn.succeed(intentId));
    const payload = JSON.stringify(succeeded);
    const altered = JSON.stringify({
      ...succeeded,
      data: { object: { ...succeeded.data.object, amount_received: 1 } },
    });
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;

    for (const [body, signature] of [
      [payload, undefined],
      [payload, 'garbage'],
      [payload, sign(payload, { secret: 'whsec_someone_else' })],
      [altered, sign(payload)],
      [payload, sign(payload, { timestamp: tenMinutesAgo })],
    ] as const) {
      const refused = await deliver(body, signature);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: expect.any(String) });
    }
    expect((await storedOrder(orderId)).status).toBe('unpaid');

    // The same event, correctly signed over its exact bytes (pretty-printed here), is applied:
    // the refusals above were the signature's doing, and did not use up the event id.
    const pretty = JSON.stringify(succeeded, null, 2);
    expect((await deliver(pretty, sign(pretty))).body).toEqual({ received: true });
    expect(await storedOrder(orderId)).toMatchObject({ status: 'paid', transaction_id: intentId });
  });

  it('answers 5xx when Stripe cannot be asked, so that the redelivered event is applied', async () => {
    const orderId = await placeOrder();
    const { intentId } = await startPayment(orderId);
    const payload = JSON.stringify(event('payment_intent.succeeded', standIn.succeed(intentId)));
    standIn.unavailable = true;
    try {
      expect(await deliver(payload, sign(payload))).toEqual({
        status: 502,
        body: { message: messages.payment.providerError },
      });
    } finally {
      standIn.unavailable = false;
    }
    expect((await storedOrder(orderId)).status).toBe('unpaid');
    expect(await deliver(payload, sign(payload))).toEqual({ status: 200, body: { received: true } });
    expect(await storedOrder(orderId)).toMatchObject({ status: 'paid', transaction_id: intentId });
  });

  it('acknowledges events it cannot apply without marking anything paid', async () => {
    const shortPaid = await placeOrder();
    const short = await startPayment(shortPaid);
    const total = Number((await storedOrder(shortPaid)).total_cents);
    const mismatch = JSON.stringify(
      event('payment_intent.succeeded', standIn.succeed(short.intentId, { amountReceived: total - 1 })),
    );
    expect(await deliver(mismatch, sign(mismatch))).toEqual({ status: 200, body: { received: true } });
    expect((await storedOrder(shortPaid)).status).toBe('unpaid');

    const unknown = JSON.stringify(
      event('payment_intent.succeeded', { ...standIn.intent(short.intentId)!, metadata: { orderId: 'no-such-order' } }),
    );
    expect(await deliver(unknown, sign(unknown))).toEqual({ status: 200, body: { received: true } });

    const other = await placeOrder();
    const otherPayment = await startPayment(other);
    const notSucceeded = JSON.stringify(event('payment_intent.payment_failed', standIn.succeed(otherPayment.intentId)));
    expect(await deliver(notSucceeded, sign(notSucceeded))).toEqual({ status: 200, body: { received: true } });
    expect((await storedOrder(other)).status).toBe('unpaid');
  });

  it("never shows Stripe's own error text: our message instead (issue: Stripe messages reached the client)", async () => {
    const orderId = await placeOrder();
    standIn.unavailable = true;
    try {
      const refused = await call(t, 'POST', '/create-payment-intent', { as: buyer, body: { orderId } });
      expect(refused).toMatchObject({ status: 502, body: { message: messages.payment.providerError } });
      expect(JSON.stringify(refused.body)).not.toContain('stand-in');
    } finally {
      standIn.unavailable = false;
    }
  });

  const paymentStatusOfHead = async (orderId: string) =>
    (
      await t.app.db
        .selectFrom('orders')
        .innerJoin('purchase_orders', 'purchase_orders.id', 'orders.purchase_order_id')
        .select('purchase_orders.payment_status')
        .where('orders.id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).payment_status;
  const refundMessages = async (orderId: string) =>
    (await t.app.db.selectFrom('outbox_messages').selectAll().where('topic', '=', 'refund').execute()).filter(
      (row) => (JSON.parse(row.payload) as { lineId: string | null }).lineId === orderId,
    );

  it('refunds a paid order through the Refunds API when an admin cancels it, and returns its stock', async () => {
    const orderId = await placeOrder();
    const { intentId } = await startPayment(orderId);
    standIn.succeed(intentId);
    expect((await markPaid(orderId, intentId)).status).toBe(200);
    const stockBefore = (await call(t, 'GET', `/products/${product._id}`)).body.total as number;

    const byBuyer = await call(t, 'POST', `/order/${orderId}/cancel`, { as: buyer });
    expect(byBuyer).toMatchObject({ status: 403, body: { message: messages.orders.paidCancelByStore } });
    expect(standIn.refundOf(intentId)).toBeUndefined();

    const cancelled = await call(t, 'POST', `/order/${orderId}/cancel`, { as: admin });
    expect(cancelled.status).toBe(200);
    const refund = standIn.refundOf(intentId)!;
    expect(refund).toMatchObject({
      payment_intent: intentId,
      amount: Number((await storedOrder(orderId)).total_cents),
    });
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      paid: false,
      transactionId: intentId,
      refundId: refund.id,
    });
    expect(await storedOrder(orderId)).toMatchObject({ status: 'cancelled', refund_id: refund.id });
    expect((await call(t, 'GET', `/products/${product._id}`)).body.total).toBe(stockBefore + product.minimum);
    const refundCalls = standIn.requests.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls.at(-1)).toMatchObject({ form: { payment_intent: intentId, 'metadata[orderId]': orderId } });
    // One refund per outbox message (refunds.ts): its retries repeat the same key.
    const [message] = await refundMessages(orderId);
    expect(message).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(refundCalls.at(-1)!.idempotencyKey).toBe(`refund-${message!.id}-${intentId}`);

    // Once cancelled, a second cancel changes nothing and refunds nothing more.
    expect((await call(t, 'POST', `/order/${orderId}/cancel`, { as: admin })).status).toBe(409);
    expect(standIn.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(refundCalls.length);
  });

  it('cancels a paid order at once when Stripe is down, and refunds it once when Stripe is back', async () => {
    const orderId = await placeOrder();
    const { intentId } = await startPayment(orderId);
    standIn.succeed(intentId);
    expect((await markPaid(orderId, intentId)).status).toBe(200);
    const stockBefore = (await call(t, 'GET', `/products/${product._id}`)).body.total as number;
    standIn.unavailable = true;
    try {
      // The cancel commits before Stripe is called (issue 26): cancelled, stock back, refund pending.
      const cancelled = await call(t, 'POST', `/order/${orderId}/cancel`, { as: admin });
      expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', refundId: null } });
      expect((await call(t, 'GET', `/products/${product._id}`)).body.total).toBe(stockBefore + product.minimum);
      expect(await refundMessages(orderId)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);
      // Its purchase order, all of whose lines are cancelled, still shows the money held.
      expect(await paymentStatusOfHead(orderId)).toBe('paid');
    } finally {
      standIn.unavailable = false;
    }
    await new Promise((resolve) => setTimeout(resolve, 80));
    await t.app.outbox.drain();
    const refund = standIn.refundOf(intentId)!;
    expect(refund).toMatchObject({ payment_intent: intentId });
    expect(await storedOrder(orderId)).toMatchObject({ status: 'cancelled', refund_id: refund.id });
    expect(await refundMessages(orderId)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
    expect(await paymentStatusOfHead(orderId)).toBe('refunded');
  });

  it('a refund Stripe refuses stays failed in the outbox, the order cancelled, until an admin resends it', async () => {
    const orderId = await placeOrder();
    const { intentId } = await startPayment(orderId);
    standIn.succeed(intentId);
    expect((await markPaid(orderId, intentId)).status).toBe(200);
    standIn.refuseRefunds = true;
    try {
      const cancelled = await call(t, 'POST', `/order/${orderId}/cancel`, { as: admin });
      expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', refundId: null } });
    } finally {
      standIn.refuseRefunds = false;
    }
    // 402 card_error: permanent, no retry; Stripe's own words stay in the outbox, not the answer.
    const [failed] = await refundMessages(orderId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await storedOrder(orderId)).toMatchObject({ status: 'cancelled', refund_id: null });

    expect((await call(t, 'POST', `/outbox/${failed!.id}/resend`, { as: admin })).status).toBe(200);
    await t.app.outbox.drain();
    const refund = standIn.refundOf(intentId)!;
    expect(await storedOrder(orderId)).toMatchObject({ status: 'cancelled', refund_id: refund.id });
  });

  it('refunds a payment that succeeds after its order expired, instead of keeping the money', async () => {
    const orderId = await placeOrder();
    const { intentId } = await startPayment(orderId);
    // The order expires (cancelled as unpaid) while the buyer is still on Stripe's page.
    await t.app.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', orderId).execute();
    standIn.succeed(intentId);
    const late = await markPaid(orderId, intentId);
    expect(late).toMatchObject({ status: 409, body: { message: messages.payment.refundedLate } });
    expect(standIn.refundOf(intentId)).toMatchObject({ payment_intent: intentId });
    expect((await storedOrder(orderId)).status).toBe('cancelled');
  });

  it("turns off the test provider's card confirmation", async () => {
    const orderId = await placeOrder();
    const { clientSecret } = await startPayment(orderId);
    const confirm = await call(t, 'POST', '/payments/test/confirm', {
      as: buyer,
      body: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    });
    expect(confirm.status).toBe(404);
    expect((await storedOrder(orderId)).status).toBe('unpaid');
  });

  it('documents the webhook in /docs', async () => {
    const spec = await call(t, 'GET', '/docs/json');
    expect(spec.body.paths['/webhooks/stripe']?.post).toBeDefined();
  });
});

describe.each(testDatabaseKinds)('Stripe webhook under the test provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers 404, even to a correctly signed event', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: {} },
    });
    const response = await fetch(`${t.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      body: payload,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});
