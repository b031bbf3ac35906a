import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expireUnpaidOrders } from '../expire-unpaid-orders.ts';

const hour = 60 * 60 * 1000;
const databaseKinds = process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [];

/**
 * docs/product/rules.md#security: "exactly once, even with several processes running". Two app instances, each
 * with its own connection pool, on one PostgreSQL database, run the expiry of unpaid orders at
 * the same moment, several rounds each. Every expired order must be cancelled by exactly one of
 * them, and every piece of stock come back once: no more (double return) and no less.
 */
describe.each(databaseKinds)('expiring unpaid orders from two app instances on %s', (kind) => {
  let first: TestApp;
  let second: FastifyInstance;
  let now = Date.parse('2026-03-02T08:00:00.000Z');
  const clock = () => new Date(now);
  const startingStock = 5_000;

  beforeAll(async () => {
    first = await startTestApp(
      kind,
      {
        ADMIN_EMAILS: 'admin@example.com',
        AUTH_RATE_LIMIT: '1000',
        MAX_UNPAID_ORDERS: '1000',
        // 80 orders from 4 buyers at once queue on each buyer's row lock, each holding a pooled
        // connection: on a loaded machine the rest wait past the 3 s default and get a 503. What
        // is tested here is the expiry, so the placing waits as long as it takes.
        DATABASE_CONNECT_TIMEOUT_MS: '60000',
      },
      { now: clock },
    );
    second = await buildApp({ ...first.config, seedDemo: false, now: clock });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('cancels each expired order once and returns its stock once', async () => {
    const admin = await signUpAdmin(first, 'admin@example.com');
    const buyers: SignedIn[] = [];
    for (let i = 0; i < 4; i += 1) buyers.push(await signUp(first, `waiter-${i}@example.com`));
    const product = (
      await call(first, 'POST', '/products', {
        as: admin,
        body: {
          name: 'Raced W Plate',
          picture: '/x.svg',
          about: 'Lot',
          origin: 'USA',
          total: startingStock,
          minimum: 1,
          price: 3,
        },
      })
    ).body as { _id: string };
    const placed = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        call(first, 'POST', '/orders', {
          as: buyers[i % buyers.length],
          body: {
            productId: product._id,
            productQuantity: 1 + (i % 7),
            buyerAddress: 'Dock 8',
            phone: '+1 412 555 0180',
          },
        }),
      ),
    );
    expect(placed.filter((response) => response.status !== 201).map((response) => response.body)).toEqual([]);
    const ordered = placed.reduce((sum, response) => sum + (response.body.productQuantity as number), 0);
    const stored = async () =>
      (
        await first.app.db
          .selectFrom('products')
          .select('total')
          .where('id', '=', Number(product._id))
          .executeTakeFirstOrThrow()
      ).total;
    expect(await stored()).toBe(startingStock - ordered);

    now += 73 * hour;
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, i) => expireUnpaidOrders(i % 2 === 0 ? first.app : second)),
    );

    const cancelledByFirst = rounds.filter((_, i) => i % 2 === 0).reduce((sum, n) => sum + n, 0);
    const cancelledBySecond = rounds.filter((_, i) => i % 2 === 1).reduce((sum, n) => sum + n, 0);
    console.log(`expiry race on ${kind}: first instance cancelled ${cancelledByFirst}, second ${cancelledBySecond}`);
    expect(cancelledByFirst + cancelledBySecond).toBe(80);
    expect(await stored()).toBe(startingStock);
    const statuses = await first.app.db.selectFrom('orders').select('status').execute();
    expect(new Set(statuses.map((order) => order.status))).toEqual(new Set(['cancelled']));
    // Both processes' catalogs show the returned stock.
    for (const url of [first.url]) {
      const shown = (await fetch(`${url}/products/${product._id}`).then((r) => r.json())) as { total: number };
      expect(shown.total).toBe(startingStock);
    }
  });
});
