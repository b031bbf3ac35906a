import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { type Overview, overviewSchema, staleRateDays } from '#shared/stats/overview.schema.ts';
import { call, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** Mid-March 2026, as the overview's own test: the window is April 2025 through March 2026. */
const now = new Date('2026-03-15T12:00:00.000Z');

interface ForeignOrder {
  createdAt: string;
  currency: string;
  rate: string;
  /** Minor units of `currency`: the goods, all on one line of `product`. */
  goods: number;
  freight?: number;
  tax?: number;
  product: Product;
  status?: 'paid' | 'confirmed';
  payment?: 'paid' | 'unpaid';
  method?: 'card' | 'account';
  dueDate?: string;
}

/*
 * The overview in the base currency (PRODUCT.md §17, ADR 031): every order's money is in its own
 * currency's minor units, converted back to US dollars at the rate frozen on it, one order at a
 * time, then summed. Worked by hand: €920.00 at 0.92 € per $ is $1,000.00, ¥151,370 at 151.37 ¥
 * per $ is $1,000.00.
 */
describe.each(testDatabaseKinds)('the overview in the base currency on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let overview: Overview;
  let number = 5000;
  const products: Product[] = [];

  const addProduct = async (key: string) => {
    const res = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: `Currency ${key}`,
        picture: '/images/products/titanium-bar.svg',
        about: 'Test',
        origin: 'USA',
        price: 10,
        sku: `CUR-${key}`,
        total: 100,
        minimum: 1,
      },
    });
    expect(res.status).toBe(201);
    return res.body as Product;
  };

  /** A purchase order written straight to the tables in its own currency, as checkout freezes one. */
  const addOrder = async (order: ForeignOrder) => {
    number += 1;
    const id = `po_currency_${number}`;
    const freight = order.freight ?? 0;
    const tax = order.tax ?? 0;
    const person = { buyer_id: null, buyer_email: 'b@example.com', buyer_name: 'Bea', phone: '+1 412 555 0100' };
    const payment = order.payment ?? 'paid';
    await t.app.db
      .insertInto('purchase_orders')
      .values({
        id,
        number,
        ...person,
        ship_to_address: 'Dock 1',
        notes: '',
        buyer_company: '',
        status: order.status ?? 'paid',
        payment_method: order.method ?? 'card',
        payment_status: payment,
        goods_cents: order.goods,
        freight_cents: freight,
        freight_tax_cents: 0,
        total_cents: order.goods + freight + tax,
        currency: order.currency,
        exchange_rate: order.rate,
        due_date: order.dueDate ?? null,
        created_at: order.createdAt,
        updated_at: order.createdAt,
      })
      .execute();
    await t.app.db
      .insertInto('orders')
      .values({
        id: `${id}_1`,
        product_id: Number(order.product._id),
        product_name: order.product.name,
        sku: order.product.sku,
        unit_price_cents: order.goods,
        quantity: 1,
        total_cents: order.goods,
        tax_cents: tax,
        ...person,
        buyer_address: 'Dock 1',
        status: payment === 'paid' ? 'paid' : 'unpaid',
        transaction_id: null,
        payment_intent_id: null,
        idempotency_key: null,
        refund_id: null,
        purchase_order_id: id,
        line_no: 1,
        heat_number: null,
        created_at: order.createdAt,
        updated_at: order.createdAt,
      })
      .execute();
  };

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000', SEED_DEMO: 'false' },
      { now: () => new Date(now) },
    );
    admin = await signUpAdmin(t, 'admin@example.com', 'Ada Admin');
    // The euro's rate is a day old; the yen's ten days (stale); the pound's exactly seven (not yet).
    const put = await call(t, 'PUT', '/settings/currencies', {
      as: admin,
      body: {
        base: 'USD',
        offered: ['USD', 'EUR', 'GBP', 'JPY'],
        rates: [
          { currency: 'EUR', perBase: 0.93, asOf: '2026-03-14' },
          { currency: 'GBP', perBase: 0.79, asOf: '2026-03-08' },
          { currency: 'JPY', perBase: 149.8, asOf: '2026-03-05' },
        ],
      },
    });
    expect(put.status).toBe(200);
    for (const key of ['yen', 'euro', 'dollar', 'cents']) products.push(await addProduct(key));
    const [yen, euro, dollar, cents] = products as [Product, Product, Product, Product];

    // March: €920.00 at 0.92 and ¥151,370 at 151.37 (frozen then, whatever today's rates say),
    // and $999.99 of the dollar product: $2,999.99 in all. Tax is no revenue (PRODUCT.md §16).
    await addOrder({
      createdAt: '2026-03-02T09:00:00.000Z',
      currency: 'EUR',
      rate: '0.92',
      goods: 90_000,
      freight: 2_000,
      tax: 17_480,
      product: euro,
    });
    await addOrder({
      createdAt: '2026-03-03T09:00:00.000Z',
      currency: 'JPY',
      rate: '151.37',
      goods: 151_370,
      product: yen,
    });
    await addOrder({
      createdAt: '2026-03-04T09:00:00.000Z',
      currency: 'USD',
      rate: '1',
      goods: 99_999,
      product: dollar,
    });
    // February: two orders of €0.05 at 0.92. Each is $0.0543… → $0.05, so $0.10; converting their
    // sum (€0.10 → $0.1087) would say $0.11.
    for (const day of ['05', '06']) {
      await addOrder({
        createdAt: `2026-02-${day}T09:00:00.000Z`,
        currency: 'EUR',
        rate: '0.92',
        goods: 5,
        product: cents,
      });
    }
    // An unpaid yen order is no revenue, but counts among the statuses.
    await addOrder({
      createdAt: '2026-03-05T09:00:00.000Z',
      currency: 'JPY',
      rate: '151.37',
      goods: 30_274,
      product: yen,
      status: 'paid',
      payment: 'unpaid',
    });
    // An invoice on account of ¥302,740 at 151.37, due and unpaid: $2,000.00 open and overdue.
    await addOrder({
      createdAt: '2026-01-05T09:00:00.000Z',
      currency: 'JPY',
      rate: '151.37',
      goods: 302_740,
      product: yen,
      status: 'confirmed',
      payment: 'unpaid',
      method: 'account',
      dueDate: '2026-02-04',
    });

    const res = await call(t, 'GET', '/stats/overview', { as: admin });
    expect(res.status).toBe(200);
    overview = overviewSchema.parse(res.body);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('sums revenue in US dollars at each order’s frozen rate: €920.00 at 0.92 + ¥151,370 at 151.37 = $2,000.00', () => {
    const byMonth = Object.fromEntries(overview.revenueByMonth.map((m) => [m.month, m]));
    expect(overview.currency).toBe('USD');
    // $1,000.00 (€900 goods + €20 freight) + $1,000.00 + $999.99.
    expect(byMonth['2026-03']).toEqual({ month: '2026-03', revenue: 2999.99, orders: 3 });
  });

  it('converts one order at a time, then sums: two €0.05 orders are $0.10, not $0.11', () => {
    const february = overview.revenueByMonth.find((m) => m.month === '2026-02');
    expect(february).toEqual({ month: '2026-02', revenue: 0.1, orders: 2 });
  });

  it('ranks top products by their revenue in dollars, not by the number of yen', () => {
    const ranked = overview.topProducts.map((p) => [p.sku, p.revenue]);
    // The yen product's ¥151,370 is $1,000.00, above the dollar product's $999.99; the euro
    // product's €900.00 of goods (its freight is not the product's) is $978.26.
    expect(ranked.slice(0, 3)).toEqual([
      ['CUR-yen', 1000],
      ['CUR-dollar', 999.99],
      ['CUR-euro', 978.26],
    ]);
    expect(overview.topProducts.find((p) => p.sku === 'CUR-cents')?.revenue).toBe(0.1);
  });

  it('answers the status totals and receivables in dollars', () => {
    const paid = overview.purchaseOrdersByStatus.find((s) => s.status === 'paid');
    // Totals include tax: €1,094.80 at 0.92 = $1,190.00; ¥151,370 = $1,000.00; $999.99;
    // two €0.05 = $0.10; the unpaid ¥30,274 = $200.00.
    expect(paid).toEqual({ status: 'paid', count: 6, total: 3390.09 });
    expect(overview.receivables).toEqual({ open: 2000, overdue: 2000 });
  });

  it(`warns of a rate older than ${staleRateDays} days, with its date and age`, () => {
    expect(overview.staleRates).toEqual([{ currency: 'JPY', asOf: '2026-03-05', days: 10 }]);
  });
});
