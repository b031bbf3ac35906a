/**
 * Issue 16's "1M-line scale": the admin's lists and the buyer's My Orders, each call as its page
 * makes it (first page, a later page, the last page, a filter, a search), timed through the whole
 * app with `app.inject()` (routing, auth, validation, queries, serialization; no socket, which
 * costs the same whatever the data) on two stores of the same engine:
 *
 * - demo: the demo catalog and a small history (2,000 order lines) from the same 200 bench buyers
 *   in 20 companies, so every list has full pages to show, and a known buyer with 50 orders;
 * - grown: the demo catalog grown by `products` products and `lines` order lines, the known buyer
 *   placing one order in 47 (about 5,300 at a million lines).
 *
 * p50/p99 over `runs` runs after a warm-up, the two stores' runs taken in turn so that other work
 * on the machine weighs on both alike; the ratio grown/demo of the p50s is the figure the target
 * (≤ 2×) is about. SQLite without ANALYZE (the store never runs it); PostgreSQL after
 * VACUUM ANALYZE, as its autovacuum would do after a load this size.
 */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { connectDatabase, type DatabaseKind } from '../server/src/db/connect.ts';
import type { Database } from '../server/src/db/database.ts';
import { signIn, signUp, signUpAdmin, type SignedIn } from '../server/src/testing/accounts.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { type OrderSpread, seedOrderLines } from './seed-order-lines.ts';
import { seedProducts, seedProductsPostgres } from './seed-products.ts';

const adminEmail = 'lists-admin@bench.example';
const buyerEmail = 'lists-buyer@bench.example';
const demoLines = 2000;

interface ListCall {
  page: string;
  call: string;
  as: 'admin' | 'buyer';
  /** The path, or one made from the first page's X-Total-Count (the last page). */
  path: string | ((total: number) => string);
  /** A keyset page: `path` is the page before, whose X-Next-Cursor goes in `after`. */
  byCursor?: boolean;
}

const lastOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export const listCalls: ListCall[] = [
  { page: 'Manage All Orders', call: 'first page', as: 'admin', path: '/purchase-orders?page=1&pageSize=20' },
  { page: 'Manage All Orders', call: 'page 20', as: 'admin', path: '/purchase-orders?page=20&pageSize=20' },
  {
    page: 'Manage All Orders',
    call: 'last page',
    as: 'admin',
    path: (total) => `/purchase-orders?page=${lastOf(total, 20)}&pageSize=20`,
  },
  {
    page: 'Manage All Orders',
    call: 'status filter',
    as: 'admin',
    path: '/purchase-orders?status=unpaid&page=1&pageSize=20',
  },
  {
    page: 'Manage All Orders',
    call: 'search, buyer email',
    as: 'admin',
    path: '/purchase-orders?q=bench-buyer-17%40&page=1&pageSize=20',
  },
  {
    page: 'Manage All Orders',
    call: 'search, order number',
    as: 'admin',
    path: '/purchase-orders?q=RM-001000123&page=1&pageSize=20',
  },
  {
    page: 'Manage All Orders',
    call: 'middle page, by cursor',
    as: 'admin',
    path: (total) => `/purchase-orders?page=${Math.ceil(lastOf(total, 20) / 2)}&pageSize=20`,
    byCursor: true,
  },
  { page: 'My Orders', call: 'first page', as: 'buyer', path: '/purchase-orders?scope=mine&page=1&pageSize=20' },
  { page: 'My Orders', call: 'page 2', as: 'buyer', path: '/purchase-orders?scope=mine&page=2&pageSize=20' },
  {
    page: 'My Orders',
    call: 'last page',
    as: 'buyer',
    path: (total) => `/purchase-orders?scope=mine&page=${lastOf(total, 20)}&pageSize=20`,
  },
  {
    page: 'My Orders',
    call: 'middle page, by cursor',
    as: 'buyer',
    path: (total) => `/purchase-orders?scope=mine&page=${Math.ceil(lastOf(total, 20) / 2)}&pageSize=20`,
    byCursor: true,
  },
  { page: 'Manage Products', call: 'first page', as: 'admin', path: '/products/?limit=25&offset=0&sort=newest' },
  { page: 'Manage Products', call: 'page 20', as: 'admin', path: '/products/?limit=25&offset=475&sort=newest' },
  {
    page: 'Manage Products',
    call: 'filter',
    as: 'admin',
    path: '/products/?limit=25&offset=0&sort=newest&metal=titanium&form=tube',
  },
  { page: 'Manage Products', call: 'search', as: 'admin', path: '/products/?limit=25&offset=0&sort=newest&q=grade' },
  {
    page: 'Manage Products',
    call: 'low stock',
    as: 'admin',
    path: '/products/?limit=25&offset=0&sort=newest&lowStock=true',
  },
  { page: 'Manage Quotes', call: 'first page', as: 'admin', path: '/quotes?scope=all&page=1&pageSize=20' },
  {
    page: 'Manage Quotes',
    call: 'status filter',
    as: 'admin',
    path: '/quotes?scope=all&status=requested&page=1&pageSize=20',
  },
  { page: 'Manage Companies', call: 'first 100', as: 'admin', path: '/companies?pageSize=100' },
  { page: 'Manage Companies', call: 'search', as: 'admin', path: '/companies?pageSize=100&q=bench-buyer-17%40' },
  { page: 'Manage Users', call: 'all', as: 'admin', path: '/allUsers' },
];

export interface ListTiming {
  path: string;
  rows: number;
  total: number | undefined;
  p50Ms: number;
  p99Ms: number;
}

export interface ListRow {
  engine: DatabaseKind;
  page: string;
  call: string;
  demo: ListTiming;
  grown: ListTiming;
  /** grown p50 / demo p50: the target is ≤ 2. */
  ratio: number;
}

export interface ListsResults {
  products: { demo: number; grown: number };
  lines: { demo: number; grown: number };
  purchaseOrders: { demo: number; grown: number };
  buyerOrders: { demo: number; grown: number };
  rows: ListRow[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

interface Store {
  kind: DatabaseKind;
  dataDir: string;
  databaseUrl: string | undefined;
}

async function startApp(store: Store): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: store.dataDir,
    SEED_DEMO: 'true',
    STATIC_DIR: 'client/dist',
    ADMIN_EMAILS: adminEmail,
    AUTH_RATE_LIMIT: '10000',
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const close = async () => {
    app.server.closeAllConnections();
    await app.close();
  };
  const database = { kind: store.kind, dataDir: store.dataDir, databaseUrl: store.databaseUrl, drop: close };
  return { app, url: `http://127.0.0.1:${port}`, database, config, close };
}

function openDb(store: Store): Kysely<Database> {
  return connectDatabase({
    dataDir: store.dataDir,
    sqliteSynchronous: 'OFF',
    ...(store.databaseUrl ? { databaseUrl: store.databaseUrl } : {}),
  }).db;
}

interface Target {
  app: FastifyInstance;
  callers: { admin: SignedIn; buyer: SignedIn };
  /** X-Total-Count of each first page, for the last and middle pages. */
  totals: Map<string, number>;
}

/** The URL of `call` on one store, and its first answer (rows, total). */
async function resolve(target: Target, call: ListCall) {
  const as = target.callers[call.as];
  const get = (url: string) => target.app.inject({ method: 'GET', url, headers: as.headers });
  let url: string;
  if (typeof call.path === 'string') url = call.path;
  else {
    const first = listCalls.find((c) => c.page === call.page && c.call === 'first page')!.path as string;
    url = call.path(target.totals.get(first) ?? 0);
  }
  if (call.byCursor) {
    const before = await get(url);
    const cursor = before.headers['x-next-cursor'];
    if (typeof cursor !== 'string') throw new Error(`GET ${url}: no X-Next-Cursor`);
    url = `${url.replace(/page=\d+&/, '')}&after=${cursor}`;
  }
  const probe = await get(url);
  if (probe.statusCode !== 200) throw new Error(`GET ${url}: ${probe.statusCode} ${probe.body.slice(0, 300)}`);
  const header = probe.headers['x-total-count'];
  const total = header === undefined ? undefined : Number(header);
  if (total !== undefined) target.totals.set(url, total);
  return { url, get: () => get(url), rows: (probe.json() as unknown[]).length, total };
}

/**
 * Each call on both stores, their runs taken in turn (demo, grown, demo, …) so that whatever else
 * the machine is doing weighs on both alike: on shared cores that is the comparable part.
 */
async function timeCalls(demo: Target, grown: Target, runs: number): Promise<[ListTiming, ListTiming][]> {
  const timings: [ListTiming, ListTiming][] = [];
  for (const call of listCalls) {
    const sides = [await resolve(demo, call), await resolve(grown, call)];
    for (let i = 0; i < 3; i++) for (const side of sides) await side.get();
    const times: number[][] = [[], []];
    for (let i = 0; i < runs; i++) {
      for (const [k, side] of sides.entries()) {
        const started = performance.now();
        const answer = await side.get();
        times[k]!.push(performance.now() - started);
        if (answer.statusCode !== 200) throw new Error(`GET ${side.url}: ${answer.statusCode}`);
      }
    }
    const timing = (k: number): ListTiming => {
      const sorted = times[k]!.sort((x, y) => x - y);
      const side = sides[k]!;
      return {
        path: side.url,
        rows: side.rows,
        total: side.total,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
      };
    };
    timings.push([timing(0), timing(1)]);
  }
  return timings;
}

async function counts(db: Kysely<Database>, buyerId: string) {
  const n = async (table: 'products' | 'orders' | 'purchase_orders', buyer?: string) => {
    let query = db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n'));
    if (buyer) query = query.where('buyer_id', '=', buyer);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  return {
    products: await n('products'),
    lines: await n('orders'),
    purchaseOrders: await n('purchase_orders'),
    buyerOrders: await n('purchase_orders', buyerId),
  };
}

/**
 * One store: started with the demo, the two callers signed up, then (closed) grown by `grow`
 * products and `lines` lines spread as `spread`, and started again, its callers signed in.
 */
async function prepareStore(
  store: Store,
  grow: number,
  lines: number,
  heavyEvery: number,
): Promise<{ t: TestApp; target: Target; counts: Awaited<ReturnType<typeof counts>> }> {
  let t = await startApp(store);
  await signUpAdmin(t, adminEmail);
  await signUp(t, buyerEmail);
  await t.close();
  let db = openDb(store);
  const buyer = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', buyerEmail)
    .executeTakeFirstOrThrow();
  const spread: OrderSpread = { buyers: 200, companies: 20, heavyBuyer: buyer, heavyEvery };
  if (grow > 0) {
    if (store.kind === 'sqlite') {
      await db.destroy();
      seedProducts(store.dataDir, grow);
      db = openDb(store);
    } else await seedProductsPostgres(db, grow);
  }
  await seedOrderLines(db, store.kind, lines, spread);
  if (store.kind === 'postgres') await sql`vacuum analyze`.execute(db);
  const seeded = await counts(db, buyer.id);
  await db.destroy();
  t = await startApp(store);
  const callers = { admin: await signIn(t, adminEmail), buyer: await signIn(t, buyerEmail) };
  return { t, target: { app: t.app, callers, totals: new Map() }, counts: seeded };
}

async function postgresStore<T>(databaseUrl: string, label: string, work: (store: Store) => Promise<T>): Promise<T> {
  const name = `store_bench_lists_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return await work({
      kind: 'postgres',
      dataDir: mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'lists-pg-')),
      databaseUrl: url.toString(),
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function engineResults(
  kind: DatabaseKind,
  options: { workDir: string; products: number; lines: number; runs: number; databaseUrl?: string | undefined },
): Promise<ListsResults> {
  const within = (which: 'demo' | 'grown', work: (store: Store) => Promise<ListsResults>) =>
    kind === 'sqlite'
      ? work({ kind, dataDir: mkdtempSync(path.join(options.workDir, `lists-${which}-`)), databaseUrl: undefined })
      : postgresStore(options.databaseUrl!, which, work);
  return within('demo', (demoStore) =>
    within('grown', async (grownStore) => {
      const d = await prepareStore(demoStore, 0, demoLines, 10);
      try {
        const g = await prepareStore(grownStore, options.products, options.lines, 47);
        try {
          const timings = await timeCalls(d.target, g.target, options.runs);
          return {
            products: { demo: d.counts.products, grown: g.counts.products },
            lines: { demo: d.counts.lines, grown: g.counts.lines },
            purchaseOrders: { demo: d.counts.purchaseOrders, grown: g.counts.purchaseOrders },
            buyerOrders: { demo: d.counts.buyerOrders, grown: g.counts.buyerOrders },
            rows: listCalls.map((call, i) => {
              const [demo, grown] = timings[i]!;
              return { engine: kind, page: call.page, call: call.call, demo, grown, ratio: grown.p50Ms / demo.p50Ms };
            }),
          };
        } finally {
          await g.t.close();
        }
      } finally {
        await d.t.close();
      }
    }),
  );
}

export async function listsSuite(options: {
  workDir: string;
  products: number;
  lines: number;
  runs: number;
  databaseUrl?: string | undefined;
  engines?: string | undefined;
  onResults?: (results: ListsResults) => void;
}): Promise<ListsResults[]> {
  const results: ListsResults[] = [];
  const kinds: DatabaseKind[] = [];
  if (options.engines !== 'postgres') kinds.push('sqlite');
  if (options.databaseUrl && options.engines !== 'sqlite') kinds.push('postgres');
  for (const kind of kinds) {
    const result = await engineResults(kind, options);
    options.onResults?.(result);
    results.push(result);
  }
  return results;
}
