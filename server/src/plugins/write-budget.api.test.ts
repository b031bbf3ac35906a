import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { budgets as m } from '#shared/messages/budgets.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../testing/accounts.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

/**
 * The write budget of PRODUCT.md §21 (plugins/write-budget.ts): every state-changing request counts
 * against its caller's budget for the minute; past it, 429 with Retry-After and a message saying
 * when to try again, and nothing is stored. The budgets are lowered after the accounts are made
 * (the defaults, 120 and 1,200 a minute, are the config test's).
 */
describe.each(testDatabaseKinds)('the write budget on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let products: Product[];

  const putLine = (as: SignedIn | undefined, product: Product) =>
    call(t, 'PUT', `/cart/lines/${product._id}`, { as, body: { quantity: product.minimum } });
  const linesOf = async (as: SignedIn) => (await call(t, 'GET', '/cart', { as })).body.lines.length as number;
  /** Fills the caller's cart until it is refused; answers how many were taken and the refusal. */
  const fillUntilRefused = async (as: SignedIn) => {
    for (const [taken, product] of products.entries()) {
      const answer = await putLine(as, product);
      if (answer.status !== 200) return { taken, refused: answer };
    }
    throw new Error('never refused');
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t, 'admin@example.com');
    products = (await call(t, 'GET', '/products/?limit=20')).body as Product[];
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    t.app.config.budgets.writesPerMinute = 4;
    t.app.config.budgets.adminWritesPerMinute = 9;
  });

  it("refuses a buyer's change past the budget: 429, Retry-After, when to try again, nothing stored", async () => {
    const buyer = await signUp(t, 'script@example.com');
    const { taken, refused } = await fillUntilRefused(buyer);
    // Signing up exchanged the session for a token (PUT /user/{email}): its first change of the minute.
    expect(taken).toBe(3);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({ message: m.tryAgainIn(retryAfter) });
    expect(refused.body.message).toMatch(/^Too many requests\. Try again in \d+ (seconds?|minutes?)\.$/);
    expect(await linesOf(buyer)).toBe(3);
    // Checked before the body is read or parsed: a body that is not even JSON gets the 429, not a 400.
    const broken = await fetch(`${t.url}/cart/lines/${products[5]!._id}`, {
      method: 'PUT',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: '{"quantity": ',
    });
    expect(broken.status).toBe(429);
    // Reading is never budgeted; another account's budget is its own.
    expect((await call(t, 'GET', '/cart', { as: buyer })).status).toBe(200);
    expect((await putLine(await signUp(t, 'person@example.com'), products[0]!)).status).toBe(200);
  });

  it('gives a store admin the larger budget (PRODUCT.md §21: 600 a minute at least, 60 for buyers)', async () => {
    const { taken, refused } = await fillUntilRefused(admin);
    expect(taken).toBe(8);
    expect(refused.status).toBe(429);
    expect(await linesOf(admin)).toBe(8);
  });

  it('counts a signed-out caller by its address, and refuses a signed-out call to a protected route with 401 before any budget', async () => {
    for (let n = 0; n < 6; n += 1) expect((await putLine(undefined, products[0]!)).status).toBe(401);
    const answers = [];
    for (let n = 0; n < 5; n += 1) answers.push((await call(t, 'POST', '/api/auth/sign-out', { body: {} })).status);
    expect(answers.slice(0, 4)).not.toContain(429);
    expect(answers[4]).toBe(429);
  });

  it('never budgets the signed Stripe webhook: a payment event is not an account’s change', async () => {
    t.app.config.budgets.writesPerMinute = 1;
    const statuses = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await call(t, 'POST', '/webhooks/stripe', { body: {} })).status);
    expect(statuses).not.toContain(429);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const withRedis = process.env.TEST_DATABASE_URL && redisUrl ? (['postgres'] as const) : [];

/** Two processes' worth of app on one PostgreSQL and one Redis: one budget, wherever the requests land. */
describe.each(withRedis)('the write budget shared by two servers on %s and Redis', (kind) => {
  let first: TestApp;
  let second: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, AUTH_RATE_LIMIT: '1000', WRITE_BUDGET_PER_MINUTE: '60' };
    first = await startTestApp(kind, env);
    const app = await buildApp(
      loadConfig({
        ...{ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: first.database.dataDir, SEED_DEMO: 'false' },
        DATABASE_URL: first.database.databaseUrl!,
        ...env,
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    second = {
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      close: () => app.close(),
    };
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('stops an account that spreads its writes over both servers at the one budget', async () => {
    const buyer = await signUp(first, 'spread@example.com');
    const product = ((await call(first, 'GET', '/products/?limit=1')).body as Product[])[0]!;
    const statuses: number[] = [];
    for (let n = 0; n < 62; n += 1) {
      const url = n % 2 === 0 ? first.url : second.url;
      const response = await fetch(`${url}/cart/lines/${product._id}`, {
        method: 'PUT',
        headers: { ...buyer.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ quantity: product.minimum }),
      });
      statuses.push(response.status);
    }
    // The exchange of the sign-up (PUT /user/{email}) was the account's first change of the minute.
    expect(statuses.filter((status) => status === 200)).toHaveLength(59);
    expect(statuses.slice(59)).toEqual([429, 429, 429]);
  });
});
