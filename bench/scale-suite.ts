/**
 * "A catalog that grows must not slow the home page down" (the performance targets): the home page's calls and
 * the products page's, on the demo catalog and then on the same store grown by `products`,
 * same process settings, same load. Time per request at a fixed concurrency is 1 / throughput,
 * so the slowdown is the ratio of the two throughputs.
 */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import type { SqliteSynchronous } from '../server/src/db/node-sqlite.ts';
import { type LoadResult, measure } from './load.ts';
import { seedProducts } from './seed-products.ts';
import { startStore, type StoreServer } from './store-server.ts';

export const scaleCalls = [
  { page: 'home', path: '/products/?limit=50' },
  { page: 'home', path: '/rating' },
  { page: 'products', path: '/products/?limit=24&offset=0' },
  { page: 'products, filtered', path: '/products/?metal=titanium&form=tube&limit=24&offset=0' },
  { page: 'products, search', path: '/products/?q=grade&limit=24' },
];

export interface ScaleRow {
  page: string;
  path: string;
  small: LoadResult;
  large: LoadResult;
  /** How many times longer a request takes on the large catalog. */
  slowdown: number;
}

export interface ScaleResults {
  demoProducts: number;
  largeProducts: number;
  rows: ScaleRow[];
  largeStartToFirstAnswerMs: number;
  /** The whole array (the specification's contract) on the large catalog: its first answer builds the snapshot. */
  largeWholeCatalog: { firstAnswerMs: number; jsonBytes: number; brotliBytes: number; peakRssMb: number };
}

async function measureCalls(store: StoreServer, connections: number, seconds: number): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const call of scaleCalls) {
    results.push(
      await measure({
        url: store.url,
        path: call.path,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        connections,
        seconds,
      }),
    );
  }
  return results;
}

export async function scaleSuite(options: {
  workDir: string;
  products: number;
  connections: number;
  seconds: number;
  synchronous: SqliteSynchronous;
}): Promise<ScaleResults> {
  const { connections, seconds } = options;
  const dataDir = mkdtempSync(path.join(options.workDir, 'scale-'));
  const storeOptions = { dataDir, synchronous: options.synchronous };

  let store = await startStore(storeOptions);
  const demoProducts = Number((await fetch(`${store.url}/products/?limit=1`)).headers.get('x-total-count'));
  const small = await measureCalls(store, connections, seconds);
  await store.stop();

  seedProducts(dataDir, options.products);
  store = await startStore(storeOptions);
  try {
    const largeProducts = Number((await fetch(`${store.url}/products/?limit=1`)).headers.get('x-total-count'));
    const large = await measureCalls(store, connections, seconds);
    const started = performance.now();
    const whole = await fetch(`${store.url}/products/`, { headers: { 'accept-encoding': 'br' } });
    const jsonBytes = (await whole.arrayBuffer()).byteLength; // fetch decompresses
    const firstAnswerMs = performance.now() - started;
    const brotliBytes = Number(whole.headers.get('content-length'));
    return {
      demoProducts,
      largeProducts,
      rows: scaleCalls.map((call, i) => ({
        ...call,
        small: small[i]!,
        large: large[i]!,
        slowdown: small[i]!.rps / large[i]!.rps,
      })),
      largeStartToFirstAnswerMs: store.startToFirstAnswerMs,
      largeWholeCatalog: { firstAnswerMs, jsonBytes, brotliBytes, peakRssMb: store.peakRssMb() },
    };
  } finally {
    await store.stop();
  }
}
