import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../testing/accounts.ts';
import { servicesAvailable } from '../testing/required-services.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { adminEmail, type RealServer, startRealServer } from './real-server.ts';
import { TcpProxy } from './tcp-proxy.ts';

/**
 * "Fail fast" (the reliability work): under the 5 s a buyer would wait. A refused connection fails at once; an
 * unreachable host takes the pool's connection timeout (3 s, server/src/db/connect.ts).
 */
const fastMs = 4_000;

/**
 * Issue 7, "Database unavailable": the real server on PostgreSQL behind a proxy the test cuts.
 * While the database is stopped or unreachable, every request that needs it fails fast with 503
 * `{message}` and /healthz says so; when it is back, the same process serves again, no restart.
 */
const canRun = servicesAvailable('the database goes away', {
  'PostgreSQL (TEST_DATABASE_URL)': Boolean(process.env.TEST_DATABASE_URL),
});

describe.runIf(canRun)('the database goes away (PostgreSQL)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: RealServer;
  let admin: SignedIn;
  let buyer: SignedIn;
  let productId: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const direct = new URL(database.databaseUrl!);
    proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    server = await startRealServer(database, { DATABASE_URL: proxied.toString() });
    admin = await signUpAdmin(server.asTestApp(), adminEmail);
    buyer = await signUp(server.asTestApp(), 'buyer@example.com');
    const product = await call(server.asTestApp(), 'POST', '/products', {
      as: admin,
      body: { name: 'Ta plate', picture: '/x.svg', about: 'Outage', origin: 'USA', total: 100, minimum: 1, price: 9 },
    });
    productId = product.body._id;
  });
  afterAll(async () => {
    if (server && server.child.exitCode !== null) console.error(`the server died:\n${server.output().slice(-4000)}`);
    server?.child.kill('SIGKILL');
    await proxy?.close();
    await database?.drop();
  });

  /** Requests that need the database, from the anonymous catalog to an order and a sign-in. */
  const needingTheDatabase = () => [
    { name: 'GET /healthz', method: 'GET', path: '/healthz' },
    { name: 'GET /products/?limit=5', method: 'GET', path: '/products/?limit=5' },
    { name: 'GET /products/{id}', method: 'GET', path: `/products/${productId}` },
    { name: 'GET /rating', method: 'GET', path: '/rating' },
    { name: 'GET /orders (buyer)', method: 'GET', path: '/orders', as: buyer },
    {
      name: 'POST /orders (buyer)',
      method: 'POST',
      path: '/orders',
      as: buyer,
      body: { productId, productQuantity: 1, buyerAddress: 'Dock 2', phone: '+1 412 555 0100' },
    },
    { name: 'GET /allUsers (admin)', method: 'GET', path: '/allUsers', as: admin },
    {
      name: 'POST /api/auth/sign-in/email',
      method: 'POST',
      path: '/api/auth/sign-in/email',
      body: { email: 'buyer@example.com', password: 'Vanadium-Bar-42' },
    },
  ];

  /** Sends them all at once, as buyers would keep coming during an outage. */
  async function expectAllUnavailable(outage: string) {
    const answers = await Promise.all(
      needingTheDatabase().map(async (request) => {
        const started = performance.now();
        const answer = await call(server.asTestApp(), request.method, request.path, {
          as: request.as,
          body: request.body,
          headers: request.body ? { origin: server.url } : {},
        });
        return { request, answer, tookMs: Math.round(performance.now() - started) };
      }),
    );
    console.log(
      `while ${outage}: ${JSON.stringify(Object.fromEntries(answers.map((a) => [a.request.name, `${a.answer.status} in ${a.tookMs} ms`])))}`,
    );
    for (const { request, answer, tookMs } of answers) {
      expect(answer.status, `${request.name} while ${outage}`).toBe(503);
      expect(answer.body.message, request.name).toBe(messages.errors.unavailable);
      if (request.name !== 'GET /healthz') expect(Object.keys(answer.body)).toEqual(['message']);
      else expect(answer.body).toMatchObject({ status: 'unavailable', database: 'down' });
      expect(tookMs, `${request.name} while ${outage}`).toBeLessThan(fastMs);
    }
  }

  async function expectRecovered() {
    const deadline = Date.now() + 10_000;
    let health = await call(server.asTestApp(), 'GET', '/healthz');
    while (health.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      health = await call(server.asTestApp(), 'GET', '/healthz');
    }
    expect(health.body).toEqual({ status: 'ok', database: 'up' });
    const order = await call(server.asTestApp(), 'POST', '/orders', {
      as: buyer,
      body: { productId, productQuantity: 1, buyerAddress: 'Dock 2', phone: '+1 412 555 0100' },
    });
    expect(order.status).toBe(201);
    expect((await call(server.asTestApp(), 'GET', '/orders', { as: buyer })).status).toBe(200);
    // The very process that started before the outage: no restart was needed.
    expect(server.child.exitCode).toBeNull();
  }

  it('answers 503 {message} fast while PostgreSQL is stopped, and serves again once it is back', async () => {
    await proxy.stop();
    try {
      await expectAllUnavailable('stopped');
    } finally {
      await proxy.restore();
    }
    await expectRecovered();
  });

  it('answers 503 {message} fast while PostgreSQL is unreachable (connections hang), and serves again once it is back', async () => {
    proxy.blackhole();
    try {
      await expectAllUnavailable('unreachable');
    } finally {
      await proxy.restore();
    }
    await expectRecovered();
  }, 60_000);

  it('lost no stock: every order placed is in the database, and no order was half-written during the outages', async () => {
    const orders = (await call(server.asTestApp(), 'GET', '/order', { as: admin })).body as {
      productQuantity: number;
    }[];
    const product = (await call(server.asTestApp(), 'GET', `/products/${productId}`)).body as { total: number };
    expect(product.total + orders.reduce((sum, order) => sum + order.productQuantity, 0)).toBe(100);
  });
});
