import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../testing/accounts.ts';
import { servicesAvailable } from '../testing/required-services.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import type { TestApp } from '../testing/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const hasNginx = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const canRun = servicesAvailable('three processes behind nginx', {
  'PostgreSQL (TEST_DATABASE_URL)': Boolean(process.env.TEST_DATABASE_URL),
  'Redis (TEST_REDIS_URL)': Boolean(process.env.TEST_REDIS_URL),
  'nginx on the PATH': hasNginx,
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Three server processes on one PostgreSQL and one Redis behind nginx, as README's deployment. */
describe.runIf(canRun)('three processes behind nginx (deploy/nginx.conf)', () => {
  const processes: ChildProcess[] = [];
  let nginx: ChildProcess | undefined;
  let database: TestDatabase;
  let ports: number[];
  let proxy: TestApp;
  const direct = (port: number): TestApp => ({ ...proxy, url: `http://127.0.0.1:${port}` });

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    ports = [await freePort(), await freePort(), await freePort()];
    const listen = await freePort();
    const redisUrl = new URL(process.env.TEST_REDIS_URL!);
    redisUrl.pathname = '/3'; // a Redis database of its own, emptied first: counters last a minute
    const redis = new Redis(redisUrl.toString());
    await redis.flushdb();
    redis.disconnect();
    for (const port of ports) {
      const child = spawn(process.execPath, ['server/src/server.ts'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_LEVEL: 'error',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.databaseUrl,
          REDIS_URL: redisUrl.toString(),
          SEED_DEMO: 'true',
          TRUST_PROXY: 'true',
          ADMIN_EMAILS: 'admin@example.com',
          AUTH_RATE_LIMIT: '30',
          MAX_UNPAID_ORDERS: '1000',
          // 100 orders at once per process queue for its 10 connections: on a busy machine the last
          // ones wait longer than the default 3 s, and would be answered 503 rather than placed.
          DATABASE_CONNECT_TIMEOUT_MS: '30000',
          AUTH_SECRET: 'cluster-test-secret-cluster-test-secret-0123',
        },
      });
      processes.push(child);
    }
    await Promise.all(ports.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`)));

    // nginx with the documented configuration, only its ports rewritten.
    const dir = path.join(database.dataDir, 'nginx');
    mkdirSync(dir, { recursive: true });
    const site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
      .replace('127.0.0.1:5001', `127.0.0.1:${ports[0]}`)
      .replace('127.0.0.1:5002', `127.0.0.1:${ports[1]}`)
      .replace('127.0.0.1:5003', `127.0.0.1:${ports[2]}`)
      .replace('listen 127.0.0.1:8080', `listen 127.0.0.1:${listen}`);
    writeFileSync(path.join(dir, 'site.conf'), site);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n` +
        `events { worker_connections 1024; }\n` +
        `http { access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; include ${dir}/site.conf; }\n`,
    );
    nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
    const url = `http://127.0.0.1:${listen}`;
    await waitFor(`${url}/healthz`);
    proxy = { url, database } as TestApp;
  }, 60_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(
      processes.map(
        (child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null))),
      ),
    );
    await database?.drop();
  });

  it('keeps a buyer signed in on every process', async () => {
    const buyer = await signUp(direct(ports[0]!), 'roaming@example.com');
    for (const port of ports) {
      const answer = await call(direct(port), 'GET', '/admin/roaming@example.com', { as: buyer });
      expect(answer.body, `process on ${port}`).toEqual({ admin: false });
    }
  });

  it('never oversells: 300 concurrent orders spread over all processes', async () => {
    const admin = await signUpAdmin(proxy, 'admin@example.com');
    const buyers: SignedIn[] = [];
    for (let i = 0; i < 6; i += 1) buyers.push(await signUp(proxy, `cluster-buyer-${i}@example.com`));
    const created = await call(proxy, 'POST', '/products', {
      as: admin,
      body: {
        name: 'Cluster Mo Rod',
        picture: '/images/products/molybdenum-bar.svg',
        about: 'Lot',
        origin: 'Austria',
        total: 250,
        minimum: 1,
        price: 2,
      },
    });
    const product = created.body as Product;
    const targets = [proxy, ...ports.map(direct)];
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        call(targets[i % targets.length]!, 'POST', '/orders', {
          as: buyers[i % buyers.length],
          body: {
            productId: product._id,
            productQuantity: 1 + (i % 2),
            buyerAddress: 'Dock 9',
            phone: '+43 1 555 01234',
          },
        }),
      ),
    );
    const accepted = results.filter((r) => r.status === 201);
    expect(results.every((r) => r.status === 201 || r.status === 400)).toBe(true);
    const ordered = accepted.reduce((sum, r) => sum + (r.body.productQuantity as number), 0);
    for (const target of targets) {
      const left = (await call(target, 'GET', `/products/${product._id}`)).body.total as number;
      expect(left + ordered).toBe(250);
    }
    // Every process's cached catalog shows the same, current stock.
    const lists = await Promise.all(targets.map((target) => call(target, 'GET', '/products/')));
    const stocks = lists.map((list) => (list.body as Product[]).find((p) => p._id === product._id)?.total);
    expect(new Set(stocks)).toEqual(new Set([250 - ordered]));
  });

  it('shares the sign-in limit: hitting another process does not reset it', async () => {
    // The sign-ups above counted too: fewer than 30 attempts may get through, never more.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const target = direct(ports[attempt % 3]!);
      const answer = await call(target, 'POST', '/api/auth/sign-in/email', {
        body: { email: 'nobody@example.com', password: `wrong-${attempt}` },
        headers: { origin: target.url },
      });
      statuses.push(answer.status);
    }
    // 30 attempts a minute per client in all, not 30 per process.
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(30);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  });
});
