import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, type SignedIn } from '../../testing/accounts.ts';
import { startStripeStandIn, type StandInIntent, type StripeStandIn } from '../../testing/stripe-stand-in.ts';
import { costTestEnv, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { chooseCurrency, pittsburgh, stuttgart } from '../orders/order-currencies.test-helpers.ts';
import { plainProducts } from '../orders/purchase-orders.test-helpers.ts';

const webhookSecret = 'whsec_test_secret';

/*
 * Card payments in the order's currency with Stripe (PRODUCT.md §17), against the local stand-in
 * of stripe.api.test.ts, on the demo store's settings (EUR at 0.92, JPY at 151.4): the
 * PaymentIntent's currency is the order's in lower case and its amount in Stripe's unit of it,
 * which for yen is the yen (a zero-decimal currency), and a payment in another currency never
 * pays an order, whether the buyer's page or the webhook reports it.
 */
describe.each(testDatabaseKinds)('Stripe payments in the order’s currency on %s', (kind) => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let product: Product;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await startTestApp(kind, {
      ...costTestEnv,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: standIn.url,
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
    });
    product = (await plainProducts(t, 1))[0]!;
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const orderIn = async (as: SignedIn, currency: string, shipTo: object) => {
    await chooseCurrency(t, as.email, currency);
    expect((await call(t, 'PUT', `/cart/lines/${product._id}`, { as, body: { quantity: 20 } })).status).toBe(200);
    const placed = await call(t, 'POST', '/purchase-orders', { as, body: { shipTo } });
    expect(placed.status).toBe(201);
    return placed.body as PurchaseOrder;
  };
  const creates = (orderId: string) =>
    standIn.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.form['metadata[orderId]'] === orderId,
    );
  const startPayment = async (as: SignedIn, purchaseOrderId: string) => {
    const response = await call(t, 'POST', '/create-payment-intent', { as, body: { purchaseOrderId } });
    expect(response.status).toBe(200);
    return (response.body.clientSecret as string).split('_secret_')[0]!;
  };

  it('creates the PaymentIntent of a yen order in whole yen, and marks it paid once Stripe says so', async () => {
    const buyer = await signUp(t, 'yen@example.com', 'Yuki Buyer');
    // 20 × ¥10,371 = ¥207,420; $34 × 151.4 = ¥5,147.6 → ¥5,148 of freight; PA sales tax 6 %:
    // 12,445.2 → ¥12,445 and 308.88 → ¥309; total ¥225,322.
    const order = await orderIn(buyer, 'JPY', pittsburgh);
    expect(order).toMatchObject({
      currency: 'JPY',
      exchangeRate: 151.4,
      freight: 5148,
      taxTotal: 12754,
      total: 225322,
    });

    const intentId = await startPayment(buyer, order._id);
    expect(creates(order._id)).toHaveLength(1);
    expect(creates(order._id)[0]!.form).toMatchObject({ amount: '225322', currency: 'jpy' });
    expect(standIn.intent(intentId)).toMatchObject({ amount: 225322, currency: 'jpy' });
    // Retried: the same intent.
    expect(await startPayment(buyer, order._id)).toBe(intentId);

    standIn.succeed(intentId);
    const paid = await call(t, 'POST', `/purchase-orders/${order._id}/pay`, {
      as: buyer,
      body: { transactionId: intentId },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', amountPaid: 225322, currency: 'JPY' });
  });

  it('creates the PaymentIntent of a euro order in euro cents', async () => {
    const buyer = await signUp(t, 'euro@example.com', 'Erik Buyer');
    const order = await orderIn(buyer, 'EUR', stuttgart);
    expect(order).toMatchObject({ currency: 'EUR', total: 1705.42 });
    const intentId = await startPayment(buyer, order._id);
    expect(creates(order._id)[0]!.form).toMatchObject({ amount: '170542', currency: 'eur' });
    expect(standIn.intent(intentId)).toMatchObject({ amount: 170542, currency: 'eur' });
  });

  it('refuses and refunds a succeeded PaymentIntent in another currency, from the page and from the webhook', async () => {
    const buyer = await signUp(t, 'other-currency@example.com', 'Olga Buyer');
    const order = await orderIn(buyer, 'EUR', stuttgart);
    // An intent for this order with its number of cents, in dollars: never made by the store.
    const stripe = new Stripe('sk_test_x', {
      host: new URL(standIn.url).hostname,
      port: new URL(standIn.url).port,
      protocol: 'http',
      telemetry: false,
    });
    const dollars = async () => {
      const intent = await stripe.paymentIntents.create({
        amount: 170542,
        currency: 'usd',
        metadata: { orderId: order._id },
      });
      return standIn.succeed(intent.id);
    };

    const fromPage = await dollars();
    const page = await call(t, 'POST', `/purchase-orders/${order._id}/pay`, {
      as: buyer,
      body: { transactionId: fromPage.id },
    });
    expect(page.status).toBe(400);
    expect(page.body.message).toBe(orderCurrency.wrongCurrency('USD', 'EUR'));
    expect(standIn.refundOf(fromPage.id)).toMatchObject({ amount: 170542, currency: 'usd' });

    const fromWebhook = await dollars();
    const payload = JSON.stringify(event(fromWebhook));
    const delivered = await fetch(`${t.url}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
      body: payload,
    });
    // Acknowledged (a retry would not change it), not applied, the money given back.
    expect(delivered.status).toBe(200);
    expect(standIn.refundOf(fromWebhook.id)).toBeDefined();
    const seen = (await call(t, 'GET', `/purchase-orders/${order._id}`, { as: buyer })).body as PurchaseOrder;
    expect(seen).toMatchObject({ status: 'unpaid', paymentStatus: 'unpaid', transactionId: null });
  });
});

/** A payment_intent.succeeded event as Stripe would send it. */
const event = (intent: StandInIntent) => ({
  id: `evt_${randomBytes(12).toString('hex')}`,
  object: 'event',
  api_version: '2025-10-29.clover',
  created: Math.floor(Date.now() / 1000),
  type: 'payment_intent.succeeded',
  data: { object: intent },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
});
