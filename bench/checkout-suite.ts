/**
 * `npm run bench -- --suite=checkout`: the three-line checkout of the main suite alone (issue 27).
 * Each connection is one buyer who puts three lines in the cart (PUT /cart/lines) and checks out
 * (POST /purchase-orders), again and again, asking POST /checkout/quote first (issue 28); only the POSTs are timed, so p50/p99 are the
 * checkout's own (the main suite's sequence spreads one latency over all four requests). On
 * SQLite, and PostgreSQL when BENCH_DATABASE_URL is set; on SQLite also the raw node:sqlite loop
 * of the same writes (sqlite-loop.ts checkoutLoop) as the limit. Written to bench/checkout-results.json.
 * BENCH_STORE_ROOT=<dir> runs another checkout of the store, e.g. the code before a change, as the
 * documents suite does; runs of the two, taken in turn, compare them under the same load.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { SqliteSynchronous } from '../server/src/db/node-sqlite.ts';
import { type ApiProduct, type BenchUser, raiseStock, signUp, signUpMany, verifyFromOutbox } from './accounts.ts';
import { checkoutLoop, type LoopResult } from './sqlite-loop.ts';
import { cpuMs, startStore } from './store-server.ts';

export interface CheckoutRow {
  engine: 'sqlite' | 'postgres';
  /** Placed orders a second. */
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** POST /checkout/quote of the same cart just before each checkout (issue 28); absent for a store without it. */
  quoteP50Ms?: number;
  quoteP99Ms?: number;
  orders: number;
  /**
   * The store's CPU time (user + system) over the measured run per order placed: each order's cart
   * writes, quote, checkout and mails. Waiting on a loaded machine does not count, so runs taken
   * under different loads compare better by it than by their latencies.
   */
  cpuMsPerOrder?: number;
  /** Checkouts or cart writes answered outside 2xx, and network errors. */
  failures: number;
  /** SQLite only: the raw node:sqlite loop of the same writes. */
  limit?: LoopResult;
}

export interface CheckoutOptions {
  workDir: string;
  connections: number;
  seconds: number;
  synchronous: SqliteSynchronous;
  databaseUrl?: string | undefined;
  /** sqlite, postgres (needs databaseUrl) or both. */
  engines?: string;
  /** Another checkout of the store to run (BENCH_STORE_ROOT); this one by default. */
  root?: string | undefined;
  onRow?: (row: CheckoutRow) => void;
}

const buyerPrefix = 'buyer';
const maxStock = 10_000_000;
// A structured Pennsylvania address: with the demo's settings each checkout prices freight by
// zone and weight and PA sales tax (issue 28); a store before structured addresses reads it as text.
const shipTo = {
  line1: '1 Bench Street',
  city: 'Pittsburgh',
  region: 'US-PA',
  postalCode: '15222',
  country: 'US',
  phone: '+1 412 555 0100',
};

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Every buyer checks out three-line carts until the time is up; the POSTs' latencies. */
async function checkoutRun(url: string, buyers: BenchUser[], products: ApiProduct[], seconds: number) {
  const times: number[] = [];
  const quoteTimes: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  const send = (buyer: BenchUser, method: string, route: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${url}${route}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}`, ...extra },
      body: JSON.stringify(body),
    }).then(
      async (answer) => {
        await answer.arrayBuffer();
        return answer.ok ? true : answer.status === 404 ? 'missing' : false;
      },
      () => false,
    );
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < end) {
        for (const product of products) {
          if (!(await send(buyer, 'PUT', `/cart/lines/${product._id}`, { quantity: product.minimum }))) failures++;
        }
        // BENCH_QUOTE=0 leaves the quote out, to compare the checkout alone with a store before it.
        if (process.env.BENCH_QUOTE !== '0') {
          const asked = performance.now();
          const quoted = await send(buyer, 'POST', '/checkout/quote', { shipTo });
          if (quoted === true) quoteTimes.push(performance.now() - asked);
          else if (quoted === false) failures++;
        }
        const started = performance.now();
        const ok = await send(buyer, 'POST', '/purchase-orders', { shipTo }, { 'idempotency-key': randomUUID() });
        if (ok === true) times.push(performance.now() - started);
        else failures++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  quoteTimes.sort((a, b) => a - b);
  return { times, quoteTimes, failures };
}

async function engineRow(
  engine: CheckoutRow['engine'],
  options: CheckoutOptions,
  databaseUrl: string | undefined,
): Promise<CheckoutRow> {
  const dataDir = mkdtempSync(path.join(options.workDir, `checkout-${engine}-`));
  const adminEmail = 'admin@bench.example';
  const store = await startStore({
    dataDir,
    adminEmails: adminEmail,
    synchronous: options.synchronous,
    ...(databaseUrl && { databaseUrl }),
    ...(options.root && { root: options.root }),
    // Each bench buyer writes far more than a person a minute; the budget is not what this measures.
    env: { WRITE_BUDGET_PER_MINUTE: '1000000' },
  });
  let products: ApiProduct[];
  let row: CheckoutRow;
  try {
    const catalog = (await (await fetch(`${store.url}/products/`)).json()) as ApiProduct[];
    const admin = await signUp(store.url, adminEmail);
    await verifyFromOutbox(store.url, dataDir, adminEmail);
    const buyers = await signUpMany(store.url, options.connections, buyerPrefix);
    // Three products sold by the piece, raised so the run never sells out.
    products = catalog.filter((p) => (p.unit ?? 'pcs') === 'pcs').slice(0, 3);
    for (const product of products) await raiseStock(store.url, admin, product, maxStock);
    await checkoutRun(store.url, buyers, products, Math.min(2, options.seconds)); // warm-up
    const cpuBefore = cpuMs(store.pid);
    const { times, quoteTimes, failures } = await checkoutRun(store.url, buyers, products, options.seconds);
    const cpuUsed = cpuMs(store.pid) - cpuBefore;
    row = {
      engine,
      ordersPerSecond: times.length / options.seconds,
      p50Ms: percentile(times, 0.5),
      p99Ms: percentile(times, 0.99),
      ...(quoteTimes.length > 0 && {
        quoteP50Ms: percentile(quoteTimes, 0.5),
        quoteP99Ms: percentile(quoteTimes, 0.99),
      }),
      orders: times.length,
      cpuMsPerOrder: cpuUsed / Math.max(1, times.length),
      failures,
    };
  } finally {
    await store.stop();
  }
  if (engine === 'sqlite') {
    row.limit = checkoutLoop({
      dataDir,
      synchronous: options.synchronous,
      lines: products.map((p) => ({ productId: Number(p._id), quantity: p.minimum })),
      buyerPrefix,
      seconds: options.seconds,
    });
  }
  return row;
}

export async function checkoutSuite(options: CheckoutOptions): Promise<CheckoutRow[]> {
  const rows: CheckoutRow[] = [];
  const keep = (row: CheckoutRow) => {
    rows.push(row);
    options.onRow?.(row);
  };
  if (options.engines !== 'postgres') keep(await engineRow('sqlite', options, undefined));
  if (!options.databaseUrl || options.engines === 'sqlite') return rows;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  const name = 'store_bench_checkout';
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(options.databaseUrl);
    url.pathname = `/${name}`;
    keep(await engineRow('postgres', options, url.toString()));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return rows;
}

export function printCheckout(row: CheckoutRow): void {
  const n = (value: number, digits = 0) =>
    value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const limit = row.limit
    ? `; raw node:sqlite loop ${n(row.limit.rps)} orders/s, p50 ${n(row.limit.p50Ms, 2)} ms, p99 ${n(row.limit.p99Ms, 2)} ms`
    : '';
  const cpu = row.cpuMsPerOrder === undefined ? '' : `, store CPU ${n(row.cpuMsPerOrder, 1)} ms an order`;
  const quote =
    row.quoteP99Ms === undefined
      ? ''
      : `; POST /checkout/quote p50 ${n(row.quoteP50Ms!, 1)} ms, p99 ${n(row.quoteP99Ms, 1)} ms`;
  console.log(
    `checkout (3 lines) on ${row.engine}: ${n(row.ordersPerSecond, 1)} orders/s, p50 ${n(row.p50Ms, 1)} ms, p99 ${n(row.p99Ms, 1)} ms, ${row.orders} orders, ${row.failures} failures${cpu}${quote}${limit}`,
  );
}
