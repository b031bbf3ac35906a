import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { call, signUpAdmin } from '../testing/accounts.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseKinds = process.env.TEST_DATABASE_URL && redisUrl ? (['postgres'] as const) : [];

/** Two processes' worth of app on one PostgreSQL and one Redis, as behind a load balancer. */
describe.each(databaseKinds)('two servers sharing %s and Redis', (kind) => {
  let first: TestApp;
  let second: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    first = await startTestApp(kind, { REDIS_URL: redisUrl!, AUTH_RATE_LIMIT: '4', ADMIN_EMAILS: 'admin@example.com' });
    const app = await buildApp(
      loadConfig({ ...envOf(first), REDIS_URL: redisUrl!, AUTH_RATE_LIMIT: '4', ADMIN_EMAILS: 'admin@example.com' }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    second = {
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      close: () => app.close(),
    };
    await first.app.redis!.flushdb();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  function envOf(t: TestApp) {
    return {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: t.database.dataDir,
      DATABASE_URL: t.database.databaseUrl!,
      SEED_DEMO: 'false',
    };
  }

  it('shows a product change made through one server on the other at once', async () => {
    const admin = await signUpAdmin(first, 'admin@example.com');
    const before = (await call({ ...first, url: second.url }, 'GET', '/products/')).body as {
      _id: string;
      price: number;
    }[];
    const product = before[0]!;
    const updated = await call(first, 'PUT', `/products/${product._id}`, {
      as: admin,
      body: { total: 777, minimum: 3, price: 99.5 },
    });
    expect(updated.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = (await call({ ...first, url: second.url }, 'GET', '/products/')).body as {
      _id: string;
      total: number;
      price: number;
    }[];
    expect(after.find((p) => p._id === product._id)).toMatchObject({ total: 777, price: 99.5 });
  });

  it('shares sign-in rate limits, so switching servers does not reset them', async () => {
    await first.app.redis!.flushdb();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const url = attempt % 2 ? second.url : first.url;
      const response = await fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ email: 'nobody@example.com', password: `wrong-${attempt}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
