import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#shared/cart/cart.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { Company, StoreCompany } from '#shared/companies/company-answers.schema.ts';
import { messages } from '#shared/messages.ts';
import { companies as companyTexts } from '#shared/messages/companies.ts';
import { companyOrders } from '#shared/messages/company-orders.ts';
import { companyMembers } from '#shared/messages/company-members.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import type { CheckoutQuote } from '#shared/orders/checkout-quote.schema.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn, verifyEmail } from '../../testing/accounts.ts';
import { costTestEnv, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { chooseCurrency, pittsburgh, stuttgart, tokyo } from './order-currencies.test-helpers.ts';
import { payByCard, plainProducts } from './purchase-orders.test-helpers.ts';

/*
 * Orders in the buyer's currency (PRODUCT.md §17, docs/decisions/031-currencies.md "Orders,
 * payments and credit") on the demo store's settings: USD base, EUR at 0.92, JPY at 151.4. The
 * product is the demo's first, Ti Grade 2 tube 25.4 × 1.24 mm at $68.50 a piece, 424.47 g
 * (order-costs.api.test.ts), sold plainly (no breaks), so every figure below is worked by hand.
 */
describe.each(testDatabaseKinds)('orders in the buyer’s currency on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let product: Product;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ...costTestEnv,
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '10000',
      WRITE_BUDGET_PER_MINUTE: '10000',
      ADMIN_WRITE_BUDGET_PER_MINUTE: '100000',
    });
    admin = await signUpAdmin(t, 'admin@example.com', 'Ada Admin');
    product = (await plainProducts(t, 1))[0]!;
    expect(product).toMatchObject({ price: 68.5, minimum: 20, weightKg: 0.424 });
  });
  afterAll(async () => t?.close());

  const putLine = (as: SignedIn, quantity: number) =>
    call(t, 'PUT', `/cart/lines/${product._id}`, { as, body: { quantity } });
  const cartOf = async (as: SignedIn) => (await call(t, 'GET', '/cart', { as })).body as Cart;
  const place = (as: SignedIn, body: Record<string, unknown>) => call(t, 'POST', '/purchase-orders', { as, body });
  const storedPayment = (id: string) =>
    t.app.db.selectFrom('test_payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('prices, quotes, places and charges a Stuttgart order in euros, its freight converted at the frozen rate', async () => {
    const buyer = await signUp(t, 'eur-buyer@example.com', 'Erika Buyer');
    await chooseCurrency(t, buyer.email, 'EUR');
    // $68.50 × 0.92 = €63.02 a tube: no fixed euro list, so converted, rounded half up once.
    const cart = (await putLine(buyer, 20)).body as Cart;
    expect(cart).toMatchObject({ currency: 'EUR', total: 1260.4, ready: true });
    expect(cart.lines[0]).toMatchObject({ unitPrice: 63.02, priceWhenAdded: 63.02, lineTotal: 1260.4 });
    expect(cart.lines[0]).not.toHaveProperty('priceWhenAddedCurrency');

    // Goods 20 × €63.02 = €1,260.40. 8.489 kg to the EU's "up to 15 kg" rate, $162 × 0.92 =
    // €149.04. Dutch VAT 21 % (no VAT ID): 1,260.40 × 0.21 = 264.684 → 264.68 on the line,
    // 149.04 × 0.21 = 31.2984 → 31.30 on the freight; tax 295.98; total €1,705.42.
    const expected = {
      currency: 'EUR',
      goodsTotal: 1260.4,
      freight: 149.04,
      freightStatus: 'charged',
      taxLines: [{ label: 'VAT', rate: 21, amount: 295.98 }],
      taxTotal: 295.98,
      total: 1705.42,
    };
    const quote = await call(t, 'POST', '/checkout/quote', { as: buyer, body: { shipTo: stuttgart } });
    expect(quote.status).toBe(200);
    expect(quote.body as CheckoutQuote).toMatchObject({ ...expected, amountDue: 1705.42 });

    const placed = await place(buyer, { shipTo: stuttgart });
    expect(placed.status).toBe(201);
    const order = placed.body as PurchaseOrder;
    expect(order).toMatchObject({ ...expected, exchangeRate: 0.92, amountDue: 1705.42 });
    expect(order.lines[0]).toMatchObject({ unitPrice: 63.02, lineTotal: 1260.4, taxRate: 21, taxAmount: 264.68 });
    const head = await t.app.db
      .selectFrom('purchase_orders')
      .select(['currency', 'exchange_rate', 'total_cents', 'freight_cents'])
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    expect(head).toEqual({ currency: 'EUR', exchange_rate: '0.92', total_cents: 170542, freight_cents: 14904 });

    // The card is charged the order's total in euros, in cents.
    const paid = await payByCard(t, buyer, order._id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', amountDue: 0, amountPaid: 1705.42, currency: 'EUR' });
    expect(await storedPayment(paid.body.transactionId)).toMatchObject({ amount_cents: 170542, currency: 'eur' });
  });

  it('places a Tokyo order in whole yen, and takes the freight a store admin quotes in yen', async () => {
    const buyer = await signUp(t, 'jpy-buyer@example.com', 'Kenji Buyer');
    await chooseCurrency(t, buyer.email, 'JPY');
    // $68.50 × 151.4 = ¥10,370.9 → ¥10,371 a tube; 20 tubes ¥207,420. Japan's zone quotes the
    // freight by hand; outside the US with no registration there: zero-rated.
    expect((await putLine(buyer, 20)).body).toMatchObject({ currency: 'JPY', total: 207420 });
    const placed = await place(buyer, { shipTo: tokyo });
    expect(placed.status).toBe(201);
    const order = placed.body as PurchaseOrder;
    expect(order).toMatchObject({
      currency: 'JPY',
      exchangeRate: 151.4,
      goodsTotal: 207420,
      freight: null,
      freightStatus: 'pending',
      taxTotal: 0,
      taxNote: 'Export: zero-rated',
      total: 207420,
    });
    expect(order.lines[0]).toMatchObject({ unitPrice: 10371, lineTotal: 207420 });

    // The admin's amount is in the order's currency: yen have no decimals.
    const fractional = await call(t, 'POST', `/purchase-orders/${order._id}/freight`, {
      as: admin,
      body: { amount: 12000.5 },
    });
    expect(fractional.status).toBe(400);
    expect(fractional.body.message).toBe(orderCurrency.tooManyDecimals(orderCurrency.labels.freightAmount, 'JPY', 0));
    const set = await call(t, 'POST', `/purchase-orders/${order._id}/freight`, { as: admin, body: { amount: 12000 } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ freight: 12000, freightStatus: 'charged', total: 219420, amountDue: 219420 });

    const paid = await payByCard(t, buyer, order._id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', amountPaid: 219420 });
    expect(await storedPayment(paid.body.transactionId)).toMatchObject({ amount_cents: 219420, currency: 'jpy' });
  });

  it('keeps a company in euros: its limit re-expressed, an old dollar invoice counted at its frozen rate, paid in part by transfer', async () => {
    const boss = await signUp(t, 'boss@stuttgart.example', 'Sabine Boss');
    const created = await call(t, 'POST', '/companies', {
      as: boss,
      body: { name: 'Schwaben Präzision GmbH', billingAddress: 'Heilbronner Straße 86, 70191 Stuttgart' },
    });
    expect(created.status).toBe(201);
    const companyId = created.body._id as string;
    const terms = await call(t, 'PATCH', `/companies/${companyId}`, {
      as: admin,
      body: { paymentTerms: 'net30', creditLimit: 5000 },
    });
    expect(terms.body).toMatchObject({ currency: 'USD', creditLimit: 5000 });

    // An order on account in dollars while the company is in dollars: $1,488.24 to Pittsburgh
    // (order-costs.api.test.ts's worked order 1).
    await putLine(boss, 20);
    const dollars = await place(boss, { shipTo: pittsburgh, paymentMethod: 'account' });
    expect(dollars.status).toBe(201);
    expect(dollars.body).toMatchObject({ currency: 'USD', exchangeRate: 1, total: 1488.24, status: 'confirmed' });

    // Only a currency the store offers; the store admin's alone.
    const unknown = await call(t, 'PATCH', `/companies/${companyId}`, { as: admin, body: { currency: 'CHF' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(orderCurrency.companyCurrencyNotOffered('CHF', 'USD, EUR, GBP, JPY'));
    const byBoss = await call(t, 'PATCH', '/companies/mine', { as: boss, body: { currency: 'EUR' } });
    expect(byBoss.status).toBe(403);
    expect(byBoss.body.message).toBe(companyMembers.storeSets('currency'));
    expect((await call(t, 'GET', '/companies/mine', { as: boss })).body.currency).toBe('USD');
    // A line in the cart, seen in dollars.
    expect((await putLine(boss, 20)).body).toMatchObject({ currency: 'USD', total: 1370 });

    // Switched to euros: the $5,000 limit is worth €4,600.00 today; the dollar invoice stays in
    // dollars and counts $1,488.24 × 0.92 = €1,369.1808 → €1,369.18 of the balance.
    const switched = await call(t, 'PATCH', `/companies/${companyId}`, { as: admin, body: { currency: 'eur' } });
    expect(switched.status).toBe(200);
    expect(switched.body as StoreCompany).toMatchObject({ currency: 'EUR', creditLimit: 4600, openBalance: 1369.18 });
    expect((switched.body as StoreCompany).invoices).toEqual([
      expect.objectContaining({ currency: 'USD', total: 1488.24, outstanding: 1488.24 }),
    ]);

    // Its members now order in euros: the cart's dollar line is repriced until accepted.
    const cart = await cartOf(boss);
    expect(cart).toMatchObject({ currency: 'EUR', ready: false, total: 0, count: 1 });
    expect(cart.lines[0]).toMatchObject({ priceWhenAdded: 68.5, priceWhenAddedCurrency: 'USD', unitPrice: 63.02 });
    expect((await putLine(boss, 20)).body).toMatchObject({ currency: 'EUR', total: 1260.4, ready: true });
    // €1,705.42 (the Stuttgart order above) fits the €4,600.00 − €1,369.18 = €3,230.82 left.
    const euros = await place(boss, { shipTo: stuttgart, paymentMethod: 'account' });
    expect(euros.status).toBe(201);
    const order = euros.body as PurchaseOrder;
    expect(order).toMatchObject({ currency: 'EUR', exchangeRate: 0.92, total: 1705.42, status: 'confirmed' });
    const mine = (await call(t, 'GET', '/companies/mine', { as: boss })).body as Company;
    // €1,369.18 + €1,705.42.
    expect(mine).toMatchObject({ currency: 'EUR', creditLimit: 4600, openBalance: 3074.6 });

    // A transfer is in the order's currency: another is refused, nothing recorded.
    const inDollars = await call(t, 'POST', `/purchase-orders/${order._id}/payments`, {
      as: admin,
      body: { amount: 700, reference: 'SEPA 2026-11-30', receivedAt: '2026-11-30', currency: 'USD' },
    });
    expect(inDollars.status).toBe(400);
    expect(inDollars.body.message).toBe(orderCurrency.wrongCurrency('USD', 'EUR'));
    const part = await call(t, 'POST', `/purchase-orders/${order._id}/payments`, {
      as: admin,
      body: { amount: 700, reference: 'SEPA 2026-11-30', receivedAt: '2026-11-30', currency: 'EUR' },
    });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ amountPaid: 700, outstanding: 1005.42, amountDue: 1005.42 });
    const tooMuch = await call(t, 'POST', `/purchase-orders/${order._id}/payments`, {
      as: admin,
      body: { amount: 1005.43, reference: 'SEPA 2', receivedAt: '2026-11-30' },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(companyOrders.overpaid('€1,005.42'));

    // $100 on the dollar invoice: $1,388.24 × 0.92 = €1,277.1808 → €1,277.18, + €1,005.42.
    const onDollars = await call(t, 'POST', `/purchase-orders/${dollars.body._id}/payments`, {
      as: admin,
      body: { amount: 100, reference: 'ACH 1', receivedAt: '2026-11-30' },
    });
    expect(onDollars.body).toMatchObject({ currency: 'USD', outstanding: 1388.24 });
    expect((await call(t, 'GET', '/companies/mine', { as: boss })).body).toMatchObject({ openBalance: 2282.6 });

    // €4,600.00 − €2,282.60 = €2,317.40 left: 60 tubes (€3,781.20 of goods) are too many.
    await putLine(boss, 60);
    const over = await place(boss, { shipTo: stuttgart, paymentMethod: 'account' });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(companyTexts.creditProblems.overLimit('€2,317.40'));
    await call(t, 'DELETE', '/cart', { as: boss });
  });

  it('reprices a full cart when the buyer switches currency, and places it in the new one once accepted', async () => {
    const buyer = await signUp(t, 'switcher@example.com', 'Sam Switcher');
    expect((await putLine(buyer, 20)).body).toMatchObject({ currency: 'USD', total: 1370, ready: true });

    await chooseCurrency(t, buyer.email, 'EUR');
    const repriced = await cartOf(buyer);
    expect(repriced).toMatchObject({ currency: 'EUR', ready: false, total: 0 });
    expect(repriced.lines[0]).toMatchObject({
      unitPrice: 63.02,
      priceWhenAdded: 68.5,
      priceWhenAddedCurrency: 'USD',
      problem: messages.cart.repriced('$68.50', '€63.02'),
    });
    // Not accepted yet: the checkout refuses, and the cart stays as it was.
    const refused = await place(buyer, { shipTo: pittsburgh });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(orderCurrency.cartCurrencyChanged('USD', 'EUR'));
    expect((await cartOf(buyer)).count).toBe(1);

    // Accepting (setting the quantity) prices the line in euros.
    expect((await putLine(buyer, 20)).body).toMatchObject({ currency: 'EUR', ready: true, total: 1260.4 });
    // To Pittsburgh: $34 × 0.92 = €31.28 of freight; PA sales tax 6 %: 75.624 → 75.62 and
    // 1.8768 → 1.88; total €1,260.40 + €31.28 + €77.50 = €1,369.18.
    const placed = await place(buyer, { shipTo: pittsburgh });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      currency: 'EUR',
      exchangeRate: 0.92,
      goodsTotal: 1260.4,
      freight: 31.28,
      taxTotal: 77.5,
      total: 1369.18,
    });
  });

  it('prices quick order and Order again in the buyer’s currency', async () => {
    const buyer = await signUp(t, 'quick@example.com', 'Quinn Quick');
    await chooseCurrency(t, buyer.email, 'JPY');
    const quick = await call(t, 'POST', '/cart/quick-order', { as: buyer, body: { text: `${product.sku} 20` } });
    expect(quick.body.cart).toMatchObject({ currency: 'JPY', total: 207420, ready: true });
    const placed = await place(buyer, { shipTo: tokyo });
    expect(placed.body).toMatchObject({ currency: 'JPY', goodsTotal: 207420 });

    // Back in dollars: the yen order goes back in the cart at today's dollar price.
    await chooseCurrency(t, buyer.email, null);
    const again = await call(t, 'POST', `/cart/reorder/${placed.body._id}`, { as: buyer });
    expect(again.body.cart).toMatchObject({ currency: 'USD', total: 1370, ready: true });
    expect(again.body.cart.lines[0]).toMatchObject({ unitPrice: 68.5 });
  });

  it('places an accepted quote in the quote’s own currency, whatever the buyer’s is now', async () => {
    const buyer = await signUp(t, 'quoted@example.com', 'Quentin Quoted');
    await verifyEmail(t, buyer.email).catch(() => undefined);
    const asked = await call(t, 'POST', '/quotes', {
      as: buyer,
      body: { metal: 'titanium', form: 'tube', grade: 'Grade 2', dimensions: 'OD 25.4 × wall 1.65 mm', quantity: 40 },
    });
    expect(asked.status).toBe(201);
    // Answered in euros (the quote's currency, migration 024), while the buyer orders in dollars.
    await t.app.db.updateTable('quotes').set({ currency: 'EUR' }).where('id', '=', asked.body._id).execute();
    const answered = await call(t, 'POST', `/quotes/${asked.body._id}/answer`, {
      as: admin,
      body: { unitPrice: 61.35, leadTimeDays: 21, validUntil: '2099-12-31' },
    });
    expect(answered.status).toBe(200);
    const accepted = await call(t, 'POST', `/quotes/${asked.body._id}/accept`, {
      as: buyer,
      body: { shipTo: pittsburgh },
    });
    expect(accepted.status).toBe(201);
    // 40 × €61.35 = €2,454.00, at the euro's rate today.
    expect(accepted.body).toMatchObject({ currency: 'EUR', exchangeRate: 0.92, goodsTotal: 2454 });
    expect(accepted.body.lines[0]).toMatchObject({ unitPrice: 61.35, lineTotal: 2454 });
  });

  it('refuses a card payment made in another currency than the order’s, and refunds it', async () => {
    const buyer = await signUp(t, 'wrong-currency@example.com', 'Wanda Wrong');
    await chooseCurrency(t, buyer.email, 'EUR');
    await putLine(buyer, 20);
    const placed = await place(buyer, { shipTo: stuttgart });
    const order = placed.body as PurchaseOrder;
    expect(order).toMatchObject({ currency: 'EUR', total: 1705.42 });
    // A payment of the same number, for this order, that succeeded in dollars.
    const at = new Date().toISOString();
    await t.app.db
      .insertInto('test_payments')
      .values({
        id: 'pi_test_wrong_currency',
        client_secret: 'pi_test_wrong_currency_secret_x',
        order_id: order._id,
        amount_cents: 170542,
        currency: 'usd',
        status: 'succeeded',
        last_error: null,
        refund_id: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const pay = await call(t, 'POST', `/purchase-orders/${order._id}/pay`, {
      as: buyer,
      body: { transactionId: 'pi_test_wrong_currency' },
    });
    expect(pay.status).toBe(400);
    expect(pay.body.message).toBe(orderCurrency.wrongCurrency('USD', 'EUR'));
    const seen = (await call(t, 'GET', `/purchase-orders/${order._id}`, { as: buyer })).body as PurchaseOrder;
    expect(seen).toMatchObject({ status: 'unpaid', paymentStatus: 'unpaid', amountDue: 1705.42 });
    expect(await storedPayment('pi_test_wrong_currency')).toMatchObject({ status: 'refunded' });
    // The right one still pays it.
    expect((await payByCard(t, buyer, order._id)).body).toMatchObject({ paymentStatus: 'paid' });
  });
});
