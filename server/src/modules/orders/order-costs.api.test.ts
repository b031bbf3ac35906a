import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { freightTexts } from '#shared/messages/costs.ts';
import type { CheckoutQuote } from '#shared/orders/checkout-quote.schema.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { mailsTo } from '../../testing/mail-outbox.ts';
import { costTestEnv, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { join } from '../companies/companies.test-helpers.ts';
import { fillCart, payByCard, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

/*
 * What an order costs, end to end on the demo store's settings (PRODUCT.md §16, issue 28): the
 * quote and the order agree, the figures are the ones worked by hand in docs/product/costs.md
 * ("Two orders on the demo store"), pending freight blocks payment until a store admin sets it.
 */
describe.each(testDatabaseKinds)('what an order costs on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let product: Product;

  const pittsburgh = {
    company: 'Allegheny Tool & Die',
    line1: '400 Penn Avenue',
    city: 'Pittsburgh',
    region: 'US-PA',
    postalCode: '15222',
    country: 'US',
    phone: '+1 412 555 0100',
  };
  const stuttgart = {
    company: 'Schwaben Präzision GmbH',
    line1: 'Heilbronner Straße 86',
    city: 'Stuttgart',
    region: 'DE-BW',
    postalCode: '70191',
    country: 'DE',
    phone: '+49 711 555 0100',
  };

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
  });
  afterAll(async () => t?.close());

  it('prices a Pennsylvania order with 6 % sales tax on goods and freight, the quote and the order alike', async () => {
    // Worked order 1 of docs/product/costs.md: the first demo product, Ti Grade 2 tube 25.4 × 1.24 mm
    // in 1 m pieces at $68.50, 424.47 g a piece (π/4 × (25.4² − 22.92²) mm² × 1,000 mm × 4.51 g/cm³).
    expect(product).toMatchObject({ price: 68.5, minimum: 20, weightKg: 0.424 });
    const buyer = await signUp(t, 'pa-buyer@example.com', 'Pat Buyer');
    await fillCart(t, await userIdOf(t, buyer.email), [{ product, quantity: 20 }]);

    const quote = await call(t, 'POST', '/checkout/quote', { as: buyer, body: { shipTo: pittsburgh } });
    expect(quote.status).toBe(200);
    // 20 × $68.50 = $1,370.00; 20 × 424.47 g = 8.489 kg → "up to 15 kg" of Pennsylvania and
    // neighbours, $34; PA sales tax 6 % on each line and on the freight: 82.20 + 2.04 = 84.24.
    const goodsTax = 82.2;
    const expected = {
      currency: 'USD',
      goodsTotal: 1370,
      freight: 34,
      freightStatus: 'charged',
      freightPending: [],
      taxLines: [{ label: 'PA sales tax', rate: 6, amount: 84.24 }],
      taxTotal: 84.24,
      taxNote: null,
      total: 1488.24,
      weightKg: 8.489,
      incoterm: 'DAP',
      incotermPlace: 'Pittsburgh',
    };
    expect(quote.body as CheckoutQuote).toMatchObject({ ...expected, incoterms: ['EXW', 'FCA', 'DAP', 'DDP'] });

    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo: pittsburgh } });
    expect(placed.status).toBe(201);
    const { freightPending: _, ...onOrder } = expected;
    expect(placed.body as PurchaseOrder).toMatchObject({ ...onOrder, amountDue: expected.total });
    expect((placed.body as PurchaseOrder).lines[0]).toMatchObject({ taxRate: 6, taxAmount: goodsTax });

    // The card is charged the total, and the order is paid by it.
    const paid = await payByCard(t, buyer, placed.body._id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', amountDue: 0, amountPaid: expected.total });
    const payment = await t.app.db
      .selectFrom('test_payments')
      .select('amount_cents')
      .where('id', '=', paid.body.transactionId)
      .executeTakeFirstOrThrow();
    expect(Number(payment.amount_cents)).toBe(Math.round(expected.total * 100));

    // The overview's revenue is net of tax: goods and freight, $1,404.00.
    const overview = await call(t, 'GET', '/stats/overview', { as: admin });
    const month = new Date().toISOString().slice(0, 7);
    const revenue = (overview.body.revenueByMonth as { month: string; revenue: number }[]).find(
      (m) => m.month === month,
    );
    expect(revenue?.revenue).toBe(1404);
  });

  it('under EXW charges no freight, and refuses an Incoterm the store does not offer at home', async () => {
    const buyer = await signUp(t, 'exw-buyer@example.com');
    await fillCart(t, await userIdOf(t, buyer.email), [{ product, quantity: 20 }]);
    const exw = await call(t, 'POST', '/checkout/quote', { as: buyer, body: { shipTo: pittsburgh, incoterm: 'EXW' } });
    expect(exw.body).toMatchObject({ freight: 0, freightStatus: 'none', incoterm: 'EXW', incotermPlace: 'Pittsburgh' });
    const cip = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo: pittsburgh, incoterm: 'CIP' } });
    expect(cip.status).toBe(400);
    expect(cip.body.message).toBe('CIP is not offered for domestic orders; choose EXW, FCA, DAP, DDP');
    const unknown = await call(t, 'POST', '/checkout/quote', {
      as: buyer,
      body: { shipTo: { ...pittsburgh, region: 'US-XX' } },
    });
    expect(unknown.status).toBe(400);
  });

  it('reverse charges a German company with a verified VAT ID, quotes its heavy freight later, and takes payment once it is set', async () => {
    const boss = await signUp(t, 'boss@schwaben.example', 'Sabine Boss');
    const created = await call(t, 'POST', '/companies', {
      as: boss,
      body: { name: 'Schwaben Präzision GmbH', billingAddress: 'Heilbronner Straße 86, 70191 Stuttgart' },
    });
    expect(created.status).toBe(201);
    expect((await call(t, 'PATCH', '/companies/mine', { as: boss, body: { vatId: 'DE136695976' } })).status).toBe(200);
    const verified = await call(t, 'PATCH', `/companies/${created.body._id}`, {
      as: admin,
      body: { vatIdStatus: 'verified' },
    });
    expect(verified.status).toBe(200);
    const buyer = await signUp(t, 'buyer@schwaben.example', 'Jonas Buyer');
    await join(t, boss, buyer, 'admin');

    // Worked order 2: 200 tubes, 84.894 kg: more than one 70 kg parcel and the heaviest EU rate,
    // so the store quotes the freight. 200 × $68.50 = $13,700.00.
    await fillCart(t, await userIdOf(t, buyer.email), [{ product, quantity: 200 }]);
    const goods = 13700;
    const quote = await call(t, 'POST', '/checkout/quote', { as: buyer, body: { shipTo: stuttgart } });
    expect(quote.body).toMatchObject({
      goodsTotal: goods,
      freight: null,
      freightStatus: 'pending',
      freightPending: [
        '84.894 kg is more than one parcel takes (70 kg)',
        '84.894 kg is more than the heaviest rate to this address',
      ],
      taxTotal: 0,
      taxLines: [],
      taxNote: 'Reverse charge: VAT to be accounted for by the recipient',
      total: goods,
      incoterm: 'DAP',
      incotermPlace: 'Stuttgart',
    });
    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo: stuttgart } });
    expect(placed.status).toBe(201);
    const order = placed.body as PurchaseOrder;
    expect(order).toMatchObject({ freight: null, freightStatus: 'pending', total: goods, taxTotal: 0 });
    // The staff's new-order mail says the freight is theirs to quote, and why.
    await t.app.outbox.drain();
    const staffMail = mailsTo(t.database.dataDir, t.config.seller.email).find((mail) => mail.includes(order.number));
    expect(staffMail).toContain('Freight to quote: 84.894 kg is more than one parcel takes (70 kg)');
    // The invoice bills the company with its VAT ID.
    expect(order.billTo).toMatchObject({ name: 'Schwaben Präzision GmbH', taxIds: ['DE136695976'] });
    expect(order.allowedActions).not.toContain('pay');

    // No payment before the freight is set.
    const early = await call(t, 'POST', '/create-payment-intent', { as: buyer, body: { purchaseOrderId: order._id } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(freightTexts.payAfterFreight);

    // Bad freight is refused, nothing set.
    const negative = await call(t, 'POST', `/purchase-orders/${order._id}/freight`, {
      as: admin,
      body: { amount: -5 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toContain('Freight amount');
    expect(
      (await call(t, 'POST', `/purchase-orders/${order._id}/freight`, { as: buyer, body: { amount: 5 } })).status,
    ).toBe(403);

    // Two admins set it at once: one value, one mail.
    await t.app.outbox.drain();
    const mailsBefore = await freightMailsTo(buyer.email);
    const [first, second] = await Promise.all([
      call(t, 'POST', `/purchase-orders/${order._id}/freight`, {
        as: admin,
        body: { amount: 410, carrier: 'DHL Freight', note: 'One pallet, 1.2 m' },
      }),
      call(t, 'POST', `/purchase-orders/${order._id}/freight`, { as: admin, body: { amount: 395 } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const won = (first.status === 200 ? first : second).body as PurchaseOrder;
    const amount = won.freight!;
    expect([410, 395]).toContain(amount);
    // Reverse charged: the freight carries no tax either.
    expect(won).toMatchObject({
      freightStatus: 'charged',
      taxTotal: 0,
      total: Math.round((goods + amount) * 100) / 100,
    });
    const seen = (await call(t, 'GET', `/purchase-orders/${order._id}`, { as: buyer })).body as PurchaseOrder;
    expect(seen.allowedActions).toContain('pay');
    expect(seen).toMatchObject({ freight: amount, amountDue: Math.round((goods + amount) * 100) / 100 });
    await t.app.outbox.drain();
    expect((await freightMailsTo(buyer.email)) - mailsBefore).toBe(1);

    const paid = await payByCard(t, buyer, order._id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', amountPaid: Math.round((goods + amount) * 100) / 100 });
  });

  it('never gives one order two tax rates while an admin changes the rate during checkouts', async () => {
    const buyers = await Promise.all(
      [1, 2, 3, 4].map((n) => signUp(t, `rate-race-${n}@example.com`, `Rita Race ${n}`)),
    );
    for (const buyer of buyers) await fillCart(t, await userIdOf(t, buyer.email), [{ product, quantity: 20 }]);
    const tax = (await call(t, 'GET', '/settings/tax', { as: admin })).body as {
      registrations: { region?: string; rate: number }[];
      freightTaxable: boolean;
    };
    const withPaRate = (rate: number) => ({
      registrations: tax.registrations.map((r) => (r.region === 'US-PA' ? { ...r, rate } : r)),
      freightTaxable: tax.freightTaxable,
    });

    // Four checkouts and three rate changes at once: each order must be priced by one version.
    const results = await Promise.all([
      ...buyers.map((buyer) => call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo: pittsburgh } })),
      ...[7, 8, 9].map((rate) => call(t, 'PUT', '/settings/tax', { as: admin, body: withPaRate(rate) })),
    ]);
    for (const changed of results.slice(buyers.length)) expect(changed.status).toBe(200);
    for (const placed of results.slice(0, buyers.length)) {
      expect(placed.status).toBe(201);
      const order = placed.body as PurchaseOrder;
      const rate = order.lines[0]!.taxRate;
      expect([6, 7, 8, 9]).toContain(rate);
      // The goods (20 × $68.50) and the freight ($34) taxed at that one rate, each rounded on its own.
      // In cents, so the expectation itself adds no binary noise.
      const lineTaxCents = Math.round((137_000 * rate) / 100);
      const freightTaxCents = Math.round((3_400 * rate) / 100);
      expect(order.lines[0]).toMatchObject({ taxRate: rate, taxAmount: lineTaxCents / 100 });
      expect(order.taxLines).toEqual([{ label: 'PA sales tax', rate, amount: (lineTaxCents + freightTaxCents) / 100 }]);
      expect(order.total).toBe((137_000 + 3_400 + lineTaxCents + freightTaxCents) / 100);
    }
    // Back to the demo's 6 % for the tests after this one.
    expect((await call(t, 'PUT', '/settings/tax', { as: admin, body: withPaRate(6) })).status).toBe(200);
  });

  const freightMailsTo = async (email: string) =>
    (
      await t.app.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', email)
        .where('topic', '=', 'rendered')
        .where('subject', 'like', 'Freight for%')
        .execute()
    ).length;
});
