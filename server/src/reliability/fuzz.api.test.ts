import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBase } from '#shared/catalog/units.ts';
import { pricedFromRow } from '../modules/catalog/product.mapper.ts';
import { lineUnits } from '../modules/orders/order-line-units.ts';
import { call, signUp, signUpAdmin } from '../testing/accounts.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { planFor, type Role } from './fuzz/request-plan.ts';
import { fuzzedRoutes, routeNamed } from './fuzz/routes.ts';
import { checkAnswer, materialize, send } from './fuzz/send.ts';
import { StoreModel } from './fuzz/store-model.ts';

/**
 * Issue 7, "Bad input": property-based fuzzing of every route that takes input, as an anonymous
 * caller, a buyer and an admin, one request at a time against the real app and database. Each
 * answer keeps the contract (never a 5xx, errors are `{message}`, nobody above their role), and
 * afterwards the database holds exactly what the accepted requests should have made.
 * FUZZ_REQUESTS raises the count for a longer hunt:
 *   FUZZ_REQUESTS=50000 npx vitest run server/src/reliability/fuzz.api.test.ts
 * FUZZ_SEED replays a failed run from the seed its report printed (the store starts empty each
 * time, so the same seed sends the same requests):
 *   FUZZ_SEED=-1678557511 npx vitest run server/src/reliability/fuzz.api.test.ts -t postgres
 */
// 3,200 a database: since one-line fields refuse control characters (issue 26) more generated
// writes are refused, and at 1,600 a run now and then got none through on a route it must reach.
const requestsInAll = Math.max(6_400, Number(process.env.FUZZ_REQUESTS ?? 0));
const perDatabase = Math.ceil(requestsInAll / testDatabaseKinds.length);
let fuzzedInAll = 0;

const anyRequest = fc.oneof(...fuzzedRoutes.map((route) => ({ weight: route.weight, arbitrary: planFor(route) })));
const adminEmail = 'admin@example.com';

describe.each(testDatabaseKinds)('fuzzing the API on %s', (kind) => {
  let t: TestApp;
  let model: StoreModel;
  let tokens: Record<Role, string | undefined>;
  const tried = new Map<string, number>();
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: adminEmail,
      AUTH_RATE_LIMIT: '10000',
      // Thousands of requests from one buyer: the limits have their own tests.
      MAX_UNPAID_ORDERS: '100000',
      REVIEW_RATE_LIMIT: '100000',
      WRITE_BUDGET_PER_MINUTE: '1000000',
      ADMIN_WRITE_BUDGET_PER_MINUTE: '1000000',
      QUOTE_REQUESTS_PER_HOUR: '100000',
      OPEN_QUOTES_MAX: '100000',
    });
    const buyer = await signUp(t, 'buyer@example.com');
    const admin = await signUpAdmin(t, adminEmail);
    for (const n of [1, 2, 3]) await signUp(t, `victim-${n}@example.com`);
    for (const minimum of [1, 1, 2, 3, 5, 1]) {
      const product = {
        ...{ name: `Fuzz fixture ${minimum}`, picture: '/x.svg', about: 'Fixture', origin: 'USA' },
        ...{ total: 150, minimum, price: 12.34 },
      };
      expect((await call(t, 'POST', '/products', { as: admin, body: product })).status).toBe(201);
    }
    tokens = { anonymous: undefined, buyer: buyer.token, admin: admin.token };
    model = new StoreModel({ anonymous: 'nobody@example.com', buyer: buyer.email, admin: adminEmail });
    const db = t.app.db;
    const rows = await db.selectFrom('products').selectAll().execute();
    for (const row of rows) {
      // In the product's unit, as the API answers it (metres and kilograms: ADR 017).
      const priced = pricedFromRow(row);
      const state = {
        total: priced.total,
        minimum: priced.minimum,
        priceCents: Number(row.price_cents),
        startTotal: priced.total,
        increment: priced.increment,
        maximum: priced.maximum,
        priceBreaks: priced.priceBreaks,
        unit: priced.unit,
      };
      model.products.set(String(row.id), state);
    }
    for (const row of await db.selectFrom('reviews').select('id').execute()) model.reviews.add(String(row.id));
    for (const row of await db.selectFrom('users').select(['email', 'role']).execute())
      model.users.set(row.email, row.role === 'admin' || row.email === adminEmail);
    expect(await db.selectFrom('orders').select('id').execute()).toEqual([]);
  });
  afterAll(async () => t?.close());

  // Requests the fuzz once found answered with a 5xx or a body other than {message}: kept as fixed cases.
  const regressions = [
    {
      name: 'an offset without a limit (PostgreSQL refused LIMIT -1)',
      role: 'anonymous',
      method: 'GET',
      url: '/products/?offset=5',
      status: 200,
    },
    { name: 'a NUL character in a path parameter', role: 'admin', method: 'PUT', url: '/user/admin/%00', status: 400 },
    {
      name: 'a NUL character in a query string',
      role: 'buyer',
      method: 'GET',
      url: '/orders?buyerEmail=a%00b',
      status: 400,
    },
    {
      name: 'a NUL character in a body',
      role: 'buyer',
      method: 'POST',
      url: '/rating',
      body: { userImage: '/x.svg', userRatings: 5, userReview: 'a\u0000b' },
      status: 400,
    },
    {
      name: 'a malformed %-escape in the path',
      role: 'buyer',
      method: 'PUT',
      url: '/user/%',
      body: { email: 'x' },
      status: 400,
    },
    {
      name: 'an over-long path parameter',
      role: 'anonymous',
      method: 'GET',
      url: `/products/${'1'.repeat(150)}`,
      status: 414,
    },
    {
      name: 'a price that rounds to 0 cents',
      role: 'admin',
      method: 'POST',
      url: '/products',
      body: { name: 'x', picture: '/x.svg', about: 'x', origin: 'x', total: 1, minimum: 1, price: 5e-324 },
      status: 400,
    },
    {
      name: 'a callbackURL a header cannot carry',
      role: 'anonymous',
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'buyer@example.com', password: 'Vanadium-Bar-42', callbackURL: 'Ā' },
      status: 400,
    },
  ] as const;

  it.each(regressions)('answers $status {message}-style to $name', async (regression) => {
    const response = await t.app.inject({
      method: regression.method,
      url: regression.url,
      headers: {
        ...(tokens[regression.role] ? { authorization: `Bearer ${tokens[regression.role]}` } : {}),
        ...('body' in regression ? { 'content-type': 'application/json' } : {}),
      },
      ...('body' in regression ? { payload: JSON.stringify(regression.body) } : {}),
    });
    expect(response.statusCode, response.body).toBe(regression.status);
    if (regression.status >= 400) expect(Object.keys(response.json())).toEqual(['message']);
  });

  it(
    `answers ${perDatabase} generated requests without a 5xx, with {message} on every error, nobody above their role`,
    async ({ annotate }) => {
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(anyRequest, async (plan) => {
          const request = materialize(plan, model, tokens);
          sent += 1;
          tried.set(request.route, (tried.get(request.route) ?? 0) + 1);
          const answer = await send(t.app, request);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const body = checkAnswer(request, answer, routeNamed(plan.route).access);
          if (answer.status < 300)
            model.apply(
              request.route,
              request.effectiveRole,
              request.params,
              request.parsedBody,
              request.headers,
              body,
            );
        }),
        { numRuns: perDatabase, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
      );
      fuzzedInAll += sent;
      const accepted = [...model.accepted.values()].reduce((sum, n) => sum + n, 0);
      const summary = `${kind}: ${sent} generated requests over ${tried.size} routes, ${accepted} accepted`;
      console.log(
        `${summary}\n  by status: ${JSON.stringify(Object.fromEntries(statuses))}` +
          `\n  tried per route: ${JSON.stringify(Object.fromEntries(tried))}` +
          `\n  accepted per route: ${JSON.stringify(Object.fromEntries(model.accepted))}`,
      );
      await annotate(summary);
      expect(sent).toBeGreaterThanOrEqual(perDatabase);
      expect(tried.size).toBe(fuzzedRoutes.length);
      // The fuzz must also get through: orders, products and payments were accepted and changed the store.
      for (const route of [
        'POST /orders',
        'POST /products',
        'PUT /products/:id',
        'PATCH /products/:id',
        'POST /order/:id/cancel',
        'POST /rating',
        'POST /quotes',
      ])
        expect(model.accepted.get(route) ?? 0, `${route} accepted`).toBeGreaterThan(0);
    },
    Math.max(120_000, perDatabase * 100),
  );

  it('holds exactly what the accepted requests made: products, stock, orders, quotes, reviews and accounts', async () => {
    const db = t.app.db;
    // Read in each product's unit, as the API answers (ADR 017: the columns hold pieces, mm or g).
    const products = (await db.selectFrom('products').selectAll().execute()).map((row) => {
      const priced = pricedFromRow(row);
      return {
        id: row.id,
        unit: priced.unit,
        base: row.total,
        total: priced.total,
        minimum: priced.minimum,
        price_cents: row.price_cents,
      };
    });
    const orders = (await db.selectFrom('orders').selectAll().execute()).map((row) => ({
      ...row,
      base: row.quantity,
      quantity: lineUnits(row).quantity,
    }));

    expect(new Map(products.map((p) => [String(p.id), [p.total, p.minimum, Number(p.price_cents)]]))).toEqual(
      new Map([...model.products].map(([id, p]) => [id, [p.total, p.minimum, p.priceCents]])),
    );
    expect(
      new Map(
        orders.map((o) => [
          o.id,
          [o.product_id === null ? null : String(o.product_id), o.quantity, o.status, Number(o.total_cents)],
        ]),
      ),
    ).toEqual(new Map([...model.orders].map(([id, o]) => [id, [o.productId, o.quantity, o.status, o.totalCents]])));
    // Stock conservation for every product whose stock no admin set anew, in whole base units:
    // what is left plus what live orders hold is what there was.
    let checked = 0;
    for (const [id, product] of model.products) {
      if (product.startTotal === undefined) continue;
      const stored = products.find((p) => String(p.id) === id)!;
      const ordered = orders
        .filter((o) => String(o.product_id) === id && o.status !== 'cancelled')
        .reduce((sum, o) => sum + o.base, 0);
      expect(stored.base + ordered, `stock of product ${id}`).toBe(toBase(stored.unit, product.startTotal));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    expect(products.every((p) => p.total >= 0)).toBe(true);

    // The cached catalog shows the same stock as the database.
    const catalog = (await call(t, 'GET', '/products/')).body as { _id: string; total: number }[];
    expect(new Map(catalog.map((p) => [p._id, p.total]))).toEqual(
      new Map(products.map((p) => [String(p.id), p.total])),
    );

    const quotes = await db.selectFrom('quotes').select(['id', 'status', 'purchase_order_id']).execute();
    expect(new Map(quotes.map((q) => [q.id, [q.status, q.purchase_order_id ?? undefined]]))).toEqual(
      new Map([...model.quotes].map(([id, q]) => [id, [q.status, q.purchaseOrderId]])),
    );

    const reviews = await db.selectFrom('reviews').select('id').execute();
    expect(new Set(reviews.map((r) => String(r.id)))).toEqual(model.reviews);
    const users = await db.selectFrom('users').select(['email', 'role']).execute();
    expect(new Map(users.map((u) => [u.email, u.role === 'admin' || u.email === adminEmail]))).toEqual(model.users);
  });
});

describe('fuzzing in all', () => {
  it(`sent at least ${requestsInAll.toLocaleString('en-US')} generated requests across the databases`, async ({
    annotate,
  }) => {
    console.log(`fuzzed ${fuzzedInAll} requests in all (${testDatabaseKinds.join(' and ')})`);
    await annotate(`fuzzed ${fuzzedInAll} requests in all`);
    expect(fuzzedInAll).toBeGreaterThanOrEqual(requestsInAll);
  });
});
