import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import { convertMajor } from '#shared/money/amount.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { demoCurrencies } from '../../db/seed/demo-settings.ts';
import type { Database } from '../../db/database.ts';
import { call, signUp } from '../../testing/accounts.ts';
import { costTestEnv, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { checkout } from './checkout.ts';
import { chooseCurrency, setFixedPrices, stuttgart } from './order-currencies.test-helpers.ts';
import { plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

/*
 * PRODUCT.md §17 under concurrency: an order freezes one currency and one rate, read once inside
 * the transaction that places it. The product has a fixed euro list of €68.50, the same number as
 * its $68.50, so neither race below can be caught by the repriced-line rule: only the currency
 * (and the rate) read in the transaction can.
 */
describe.each(testDatabaseKinds)('currencies and rates racing checkouts on %s', (kind) => {
  let t: TestApp;
  let product: Product;
  const today = new Date().toISOString().slice(0, 10);
  const checkoutInput = {
    shipTo: stuttgart,
    poNumber: undefined,
    requestedDate: undefined,
    notes: '',
    saveShipTo: false,
    paymentMethod: 'card' as const,
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ...costTestEnv,
      AUTH_RATE_LIMIT: '10000',
      WRITE_BUDGET_PER_MINUTE: '10000',
      MAX_UNPAID_ORDERS: '1000',
      DATABASE_POOL_SIZE: '20',
      DATABASE_CONNECT_TIMEOUT_MS: '30000',
    });
    product = (await plainProducts(t, 1))[0]!;
    await setFixedPrices(t, product._id, { EUR: 6850 });
  });
  afterAll(async () => t?.close());

  it('places nothing when the buyer’s currency changes between reading the cart and placing it (409)', async () => {
    const buyer = await signUp(t, 'racer@example.com', 'Rita Racer');
    await chooseCurrency(t, buyer.email, 'EUR');
    const put = await call(t, 'PUT', `/cart/lines/${product._id}`, { as: buyer, body: { quantity: 20 } });
    expect(put.body).toMatchObject({ currency: 'EUR', total: 1370 });
    const id = await userIdOf(t, buyer.email);

    // The checkout reads the cart (seen in euros), then the buyer switches to dollars, then its
    // transaction begins: the currency it reads there is the dollar.
    const switchingDb = new Proxy(t.app.db, {
      get(target, property) {
        if (property !== 'transaction') {
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return () => ({
          execute: async <T>(work: (trx: Kysely<Database>) => Promise<T>) => {
            await chooseCurrency(t, buyer.email, null);
            return target.transaction().execute(work);
          },
        });
      },
    });
    const { dbKind, catalogCache, config, payments, log, mailer, outbox } = t.app;
    const context = { db: switchingDb, dbKind, catalogCache, config, payments, log, mailer, outbox };
    const refused = await checkout(
      context,
      { id, email: buyer.email, name: 'Rita Racer' },
      checkoutInput,
      undefined,
    ).catch((error: { statusCode?: number; message: string }) => error);
    expect(refused).toMatchObject({ statusCode: 409, message: orderCurrency.cartCurrencyChanged('EUR', 'USD') });
    // Nothing placed, the cart as it was: its line now shows repriced (seen in euros).
    const heads = await t.app.db.selectFrom('purchase_orders').select('id').where('buyer_id', '=', id).execute();
    expect(heads).toEqual([]);
    const cart = (await call(t, 'GET', '/cart', { as: buyer })).body;
    expect(cart).toMatchObject({ currency: 'USD', count: 1, ready: false });
    expect(cart.lines[0]).toMatchObject({ priceWhenAdded: 68.5, priceWhenAddedCurrency: 'EUR', unitPrice: 68.5 });

    // The same switch racing real requests: an order is placed in the euros it was seen in, or
    // refused with the same 409 and the cart kept; never placed in dollars.
    for (let round = 0; round < 6; round++) {
      await chooseCurrency(t, buyer.email, 'EUR');
      await call(t, 'PUT', `/cart/lines/${product._id}`, { as: buyer, body: { quantity: 20 } });
      const [placed] = await Promise.all([
        call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo: stuttgart } }),
        chooseCurrency(t, buyer.email, null),
      ]);
      if (placed.status === 201) {
        expect(placed.body as PurchaseOrder).toMatchObject({ currency: 'EUR', exchangeRate: 0.92, goodsTotal: 1370 });
      } else {
        expect({ status: placed.status, message: placed.body.message }).toEqual({
          status: 409,
          message: orderCurrency.cartCurrencyChanged('EUR', 'USD'),
        });
        expect((await call(t, 'GET', '/cart', { as: buyer })).body.count).toBe(1);
        await call(t, 'DELETE', '/cart', { as: buyer });
      }
    }
    const currencies = await t.app.db
      .selectFrom('purchase_orders')
      .select('currency')
      .where('buyer_id', '=', id)
      .execute();
    expect(currencies.every((row) => row.currency === 'EUR')).toBe(true);
  });

  it('never gives one order two rates while the euro’s rate changes under concurrent checkouts', async () => {
    const buyers = Array.from({ length: 16 }, (_, i) => ({
      id: randomUUID(),
      email: `rate-${i}@example.com`,
      name: `Rate ${i}`,
    }));
    const at = new Date().toISOString();
    await t.app.db
      .insertInto('users')
      .values(
        buyers.map((b) => ({ ...b, emailVerified: true, image: null, role: 'user', createdAt: at, updatedAt: at })),
      )
      .execute();
    await t.app.db
      .insertInto('profiles')
      .values(
        buyers.map((b) => ({
          user_id: b.id,
          education: '',
          location: '',
          phone: '',
          ship_to_json: null,
          currency: 'EUR',
          updated_at: at,
        })),
      )
      .execute();
    // Each cart holds 20 tubes seen at the fixed €68.50: no rate reprices them.
    await t.app.db
      .insertInto('cart_lines')
      .values(
        buyers.map((b) => ({
          id: randomUUID(),
          user_id: b.id,
          product_id: Number(product._id),
          product_name: product.name,
          sku: product.sku,
          quantity: 20,
          unit_price_cents: 6850,
          currency: 'EUR',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();

    const rates = [0.92, 0.95];
    const setRate = (perBase: number) => {
      const settings = demoCurrencies(today);
      const value = { ...settings, rates: settings.rates.map((r) => (r.currency === 'EUR' ? { ...r, perBase } : r)) };
      return t.app.db
        .updateTable('store_settings')
        .set({ value: JSON.stringify(value) })
        .where('section', '=', 'currencies')
        .execute();
    };
    let flipping = true;
    const flipper = (async () => {
      for (let i = 0; flipping; i++) {
        await setRate(rates[i % 2]!);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const outcomes = await Promise.allSettled(
      buyers.map((buyer, i) => checkout(t.app, buyer, checkoutInput, `rate-${i}`)),
    );
    flipping = false;
    await flipper;
    await setRate(0.92);

    expect(
      outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason)),
    ).toEqual([]);
    const heads = await t.app.db
      .selectFrom('purchase_orders')
      .select(['currency', 'exchange_rate', 'goods_cents', 'freight_cents', 'freight_tax_cents', 'total_cents'])
      .where(
        'buyer_id',
        'in',
        buyers.map((b) => b.id),
      )
      .execute();
    expect(heads).toHaveLength(buyers.length);
    const seen = new Map<string, number>();
    for (const head of heads) {
      expect(['0.92', '0.95']).toContain(head.exchange_rate);
      seen.set(head.exchange_rate, (seen.get(head.exchange_rate) ?? 0) + 1);
      // The EU rate up to 15 kg, $162, at the order's own rate: €149.04 at 0.92, €153.90 at 0.95;
      // VAT 21 % on the goods (€1,370.00 → €287.70) and on that freight.
      const freight = convertMajor(162, Number(head.exchange_rate), 'EUR').minor;
      const freightTax = Math.round(freight * 0.21);
      expect({ currency: head.currency, goods: head.goods_cents, freight: head.freight_cents }).toEqual({
        currency: 'EUR',
        goods: 137000,
        freight,
      });
      expect(Number(head.freight_tax_cents)).toBe(freightTax);
      expect(Number(head.total_cents)).toBe(137000 + freight + 28770 + freightTax);
    }
    console.log(`[${kind}] rates frozen on ${heads.length} orders: ${JSON.stringify(Object.fromEntries(seen))}`);
  });
});
