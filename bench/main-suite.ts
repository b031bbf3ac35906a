/**
 * The store against its physical limits, in one run: reads against a bare node:http twin that
 * replays the store's own bytes, order placement against a raw node:sqlite loop of the same
 * writes, plus start-to-first-answer and peak RSS (the performance targets).
 */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import type { SqliteSynchronous } from '../server/src/db/node-sqlite.ts';
import { type ApiProduct, raiseStock, signUp, signUpMany, verifyFromOutbox } from './accounts.ts';
import { record, startBareTwin } from './bare-twin.ts';
import type { Recording } from './bare-server.ts';
import { randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { type LoadResult, measure, measureSequence } from './load.ts';
import { checkoutLoop, orderLoop } from './sqlite-loop.ts';
import { startStore } from './store-server.ts';

export interface Comparison {
  endpoint: string;
  store: LoadResult;
  limit: LoadResult;
  limitName: string;
  ratio: number;
}

export interface MainResults {
  comparisons: Comparison[];
  startToFirstAnswerMs: number;
  peakRssMb: number;
}

export interface SuiteOptions {
  workDir: string;
  connections: number;
  seconds: number;
  synchronous: SqliteSynchronous;
}

// What Chromium sends; a browser always accepts brotli, so that is the realistic path.
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const page = { ...browser, accept: 'text/html,application/xhtml+xml' };
const filteredPath = '/products/?metal=titanium&form=tube&sort=price-asc&limit=24';
const searchedPath = '/products/?q=grade&limit=24';
const maxStock = 10_000_000; // productLimits.quantityMax
const buyerPrefix = 'buyer';

export async function mainSuite(options: SuiteOptions): Promise<MainResults> {
  const { connections, seconds } = options;
  const dataDir = mkdtempSync(path.join(options.workDir, 'store-'));
  const adminEmail = 'admin@bench.example';
  const store = await startStore({ dataDir, adminEmails: adminEmail, synchronous: options.synchronous });
  try {
    const catalog = (await (await fetch(`${store.url}/products/`)).json()) as ApiProduct[];
    const admin = await signUp(store.url, adminEmail);
    // ADMIN_EMAILS counts once the address is verified: open the link the store wrote to its outbox.
    await verifyFromOutbox(store.url, dataDir, adminEmail);
    const buyers = await signUpMany(store.url, connections, buyerPrefix);
    // Orders go to the best-stocked product, raised to the maximum: the run never sells out.
    // A product sold by the piece: the orders' quantity and the raised stock are whole pieces.
    const target = catalog.filter((p) => (p.unit ?? 'pcs') === 'pcs').reduce((a, b) => (b.total > a.total ? b : a));
    await raiseStock(store.url, admin, target, maxStock);

    // GET /products/ both ways: uncompressed is the reference (a bare server writing the
    // JSON), brotli is what every browser gets. Each is compared with the same bytes, bare.
    const reads: { endpoint: string; path: string; headers: Record<string, string> }[] = [
      { endpoint: 'GET /products/ (identity)', path: '/products/', headers: {} },
      { endpoint: 'GET /products/ (br)', path: '/products/', headers: browser },
      // The catalog converted to euros (PRODUCT.md §17, issue 29: within 10 % of the base's read).
      { endpoint: 'GET /products/?currency=EUR (br)', path: '/products/?currency=EUR', headers: browser },
      { endpoint: 'GET /products/{id}', path: `/products/${catalog[0]!._id}`, headers: browser },
      // The products page's filtered and searched reads (issue 16: within 2× of GET /products/).
      { endpoint: 'GET /products/ filtered (br)', path: filteredPath, headers: browser },
      { endpoint: 'GET /products/ searched (br)', path: searchedPath, headers: browser },
      // The pages as a browser opens them: rendered on the server (docs/decisions/020).
      { endpoint: 'GET / (rendered home page)', path: '/', headers: page },
      { endpoint: 'GET /product/{id} (rendered page)', path: `/product/${catalog[0]!._id}`, headers: page },
    ];
    const recordings: Record<string, Recording> = {};
    for (const read of reads) {
      const key = read.path + (/\bbr\b/.test(read.headers['accept-encoding'] ?? '') ? '#br' : '');
      recordings[key] = await record(`${store.url}${read.path}`, read.headers);
    }
    const bare = await startBareTwin(recordings, dataDir);
    const comparisons: Comparison[] = [];
    try {
      for (const read of reads) {
        const load = { path: read.path, headers: read.headers, connections, seconds };
        const ours = await measure({ url: store.url, ...load });
        const limit = await measure({ url: bare.url, ...load });
        comparisons.push({
          endpoint: read.endpoint,
          store: ours,
          limit,
          limitName: 'bare node:http',
          ratio: ours.rps / limit.rps,
        });
      }
    } finally {
      bare.stop();
    }

    let next = 0;
    const orders = await measure({
      url: store.url,
      path: '/orders',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productId: target._id,
        productQuantity: target.minimum,
        buyerAddress: '1 Bench Street, Test City',
        phone: '+1 555 0100 200',
      }),
      connections,
      seconds,
      // autocannon keeps one context per connection: each connection is one signed-in buyer.
      setupRequest: (request, context: { token?: string }) => {
        context.token ??= buyers[next++ % buyers.length]!.token;
        return { ...request, headers: { ...request.headers, authorization: `Bearer ${context.token}` } };
      },
    });
    // A three-line cart: three PUT /cart/lines then POST /purchase-orders, per connection.
    const cartProducts = catalog.filter((p) => p._id !== target._id).slice(0, 3);
    for (const product of cartProducts) await raiseStock(store.url, admin, product, maxStock);
    const tokenOf = (context: { token?: string }) => (context.token ??= buyers[next++ % buyers.length]!.token);
    const signedIn = (request: Request, context: { token?: string }) => ({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${tokenOf(context)}` },
    });
    const json = { 'content-type': 'application/json' };
    const checkouts = await measureSequence({
      url: store.url,
      connections,
      seconds,
      requests: [
        ...cartProducts.map((product) => ({
          method: 'PUT' as const,
          path: `/cart/lines/${product._id}`,
          headers: json,
          body: JSON.stringify({ quantity: product.minimum }),
          setupRequest: signedIn,
        })),
        {
          method: 'POST' as const,
          path: '/purchase-orders',
          headers: json,
          body: JSON.stringify({ shipTo: { address: '1 Bench Street, Test City', phone: '+1 555 0100 200' } }),
          setupRequest: (request: Request, context: { token?: string }) => {
            const signed = signedIn(request, context);
            return { ...signed, headers: { ...signed.headers, 'idempotency-key': randomUUID() } };
          },
        },
      ],
    });
    const peakRssMb = store.peakRssMb();
    await store.stop();

    const limit = orderLoop({
      dataDir,
      synchronous: options.synchronous,
      lines: [{ productId: Number(target._id), quantity: target.minimum }],
      buyerPrefix,
      seconds,
    });
    comparisons.push({
      endpoint: 'POST /orders (signed in)',
      store: orders,
      limit,
      limitName: `raw node:sqlite loop (WAL, synchronous=${options.synchronous})`,
      ratio: orders.rps / limit.rps,
    });
    const checkoutLimit = checkoutLoop({
      dataDir,
      synchronous: options.synchronous,
      lines: cartProducts.map((p) => ({ productId: Number(p._id), quantity: p.minimum })),
      buyerPrefix,
      seconds,
    });
    comparisons.push({
      endpoint: 'POST /purchase-orders (3-line cart, checkouts/s)',
      store: checkouts,
      limit: checkoutLimit,
      limitName: `raw node:sqlite loop (WAL, synchronous=${options.synchronous})`,
      ratio: checkouts.rps / checkoutLimit.rps,
    });
    return { comparisons, startToFirstAnswerMs: store.startToFirstAnswerMs, peakRssMb };
  } finally {
    await store.stop();
  }
}
