import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { checkout } from './checkout.ts';
import { fillCart } from './purchase-orders.test-helpers.ts';

const checkouts = 300;
const startingStock = 150;

/**
 * docs/product/ordering.md: "all or nothing". 300 buyers check out at the same moment, each with
 * a cart of two or three of four scarce products (overlapping carts, in different orders). However
 * the checkouts interleave, no product is oversold, every purchase order holds all of its cart's
 * lines, a refused checkout leaves no trace, and no checkout fails for any reason but stock (no
 * deadlock on PostgreSQL, no busy database on SQLite).
 */
describe.each(testDatabaseKinds)('300 concurrent checkouts on %s', (kind) => {
  let t: TestApp;
  let products: Product[];

  beforeAll(async () => {
    // More connections than the default 10, so that 300 checkouts queue less on a busy machine.
    t = await startTestApp(kind, {
      DATABASE_POOL_SIZE: '30',
      // 300 checkouts queue for 30 connections: on a busy machine the last ones wait longer than
      // the default 3 s, and would be refused for it rather than for stock.
      DATABASE_CONNECT_TIMEOUT_MS: '30000',
    });
    const ids = ((await call(t, 'GET', '/products/?limit=4')).body as Product[]).map((p) => Number(p._id));
    await t.app.db
      .updateTable('products')
      .set({ total: startingStock, minimum: 1, increment: 1, maximum: null, price_breaks: '[]' })
      .where('id', 'in', ids)
      .execute();
    t.app.catalogCache.invalidate();
    products = await Promise.all(ids.map(async (id) => (await call(t, 'GET', `/products/${id}`)).body as Product));
  });
  afterAll(async () => t?.close());

  it('never oversells and never leaves a half-taken purchase order', async () => {
    const at = new Date().toISOString();
    const buyers = Array.from({ length: checkouts }, (_, i) => ({
      id: randomUUID(),
      email: `rush-${i}@example.com`,
      name: `Rush ${i}`,
    }));
    await t.app.db
      .insertInto('users')
      .values(
        buyers.map((b) => ({
          ...b,
          emailVerified: kind === 'postgres',
          image: null,
          role: 'user',
          createdAt: at,
          updatedAt: at,
        })),
      )
      .execute();
    // Buyer i wants two or three products, starting at a different one each time.
    const carts = buyers.map((_, i) =>
      Array.from({ length: 2 + (i % 2) }, (_, k) => ({
        product: products[(i + k) % products.length]!,
        quantity: 1 + ((i * 7 + k) % 3),
      })),
    );
    for (const [i, buyer] of buyers.entries()) await fillCart(t, buyer.id, carts[i]!);

    const shipTo = { address: '9 Mill Lane, Sheffield', phone: '+44 114 496 0000' };
    const outcomes = await Promise.allSettled(
      buyers.map((buyer, i) =>
        checkout(
          t.app,
          buyer,
          {
            shipTo,
            poNumber: undefined,
            requestedDate: undefined,
            notes: '',
            saveShipTo: false,
            paymentMethod: 'card',
          },
          `rush-${i}`,
        ),
      ),
    );

    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason);
    // Refused for stock (400), or, on a loaded machine, never started because no pooled
    // connection freed up within its timeout (nothing was written: the transaction never began).
    const poolTimeout = (error: unknown) => String(error).includes('timeout exceeded when trying to connect');
    expect(
      refused.filter((error: { statusCode?: number }) => error.statusCode !== 400 && !poolTimeout(error)).map(String),
    ).toEqual([]);
    const refusedForStock = refused.filter((error: { statusCode?: number }) => error.statusCode === 400);
    const placed = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value.detail);
    expect(placed.length).toBeGreaterThan(0);
    expect(refusedForStock.length).toBeGreaterThan(0);

    const lines = await t.app.db.selectFrom('orders').selectAll().execute();
    const heads = await t.app.db.selectFrom('purchase_orders').selectAll().execute();
    expect(heads).toHaveLength(placed.length);
    expect(new Set(heads.map((head) => head.number)).size).toBe(heads.length);
    for (const head of heads) {
      const buyerIndex = buyers.findIndex((b) => b.id === head.buyer_id);
      const own = lines.filter((line) => line.purchase_order_id === head.id);
      expect(own.map((line) => [line.product_id, line.quantity]).sort()).toEqual(
        carts[buyerIndex]!.map((line) => [Number(line.product._id), line.quantity]).sort(),
      );
    }
    for (const product of products) {
      const sold = lines
        .filter((line) => line.product_id === Number(product._id))
        .reduce((sum, line) => sum + line.quantity, 0);
      const { total } = await t.app.db
        .selectFrom('products')
        .select('total')
        .where('id', '=', Number(product._id))
        .executeTakeFirstOrThrow();
      expect(total).toBeGreaterThanOrEqual(0);
      expect(total + sold).toBe(startingStock);
    }
    // A refused checkout keeps its cart; a placed one empties it.
    const cartOwners = new Set(
      (await t.app.db.selectFrom('cart_lines').select('user_id').execute()).map((line) => line.user_id),
    );
    expect(cartOwners.size).toBe(refused.length);
    for (const head of heads) expect(cartOwners.has(head.buyer_id!)).toBe(false);
  });
});
