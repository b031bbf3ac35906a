/**
 * The largest upload (docs/product/quotes.md#certificates): a 10 MB mill certificate posted to a
 * purchase order line and downloaded again, against the store running as production runs it, on
 * SQLite and, with BENCH_DATABASE_URL, PostgreSQL. Per operation: the time of each call, and the
 * server's memory: resident set (before, the peak sampled from /proc every 2 ms during the calls,
 * after), V8 heap and external memory (where Buffers live) from its /metrics.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { maxUploadBytes } from '../shared/quotes/quote.schema.ts';
import { pdfBytes } from '../server/src/modules/documents/documents.test-helpers.ts';
import { type BenchUser, signUp, verifyFromOutbox } from './accounts.ts';
import { startStore, type StoreServer } from './store-server.ts';

export interface UploadRow {
  engine: 'sqlite' | 'postgres';
  operation: string;
  runs: number;
  medianMs: number;
  maxMs: number;
  /** Megabytes of file per second at the median. */
  mbPerSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  heapUsedBeforeMb: number;
  heapUsedAfterMb: number;
  externalBeforeMb: number;
  externalAfterMb: number;
}

const mb = (bytes: number) => bytes / 2 ** 20;

/** VmRSS: the store's resident memory now, in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Heap used and external memory of the store, from its own Prometheus metrics. */
async function memoryOf(store: StoreServer): Promise<{ heapUsedMb: number; externalMb: number }> {
  const text = await (
    await fetch(`${store.url}/metrics`, { headers: { authorization: `Bearer ${store.metricsToken}` } })
  ).text();
  const metric = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    heapUsedMb: mb(metric('nodejs_heap_size_used_bytes')),
    externalMb: mb(metric('nodejs_external_memory_bytes')),
  };
}

/** Runs `work` `runs` times while sampling the store's resident memory; answers the timings and the peak. */
async function measure(store: StoreServer, runs: number, work: (run: number) => Promise<void>) {
  const before = { rss: rssMb(store.pid), ...(await memoryOf(store)) };
  let peak = before.rss;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssMb(store.pid));
      await sleep(2);
    }
  })();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work(run);
    times.push(performance.now() - started);
  }
  sampling = false;
  await sampler;
  const after = { rss: rssMb(store.pid), ...(await memoryOf(store)) };
  times.sort((a, b) => a - b);
  return { times, before, after, peak: Math.max(peak, after.rss) };
}

async function uploadRows(engine: UploadRow['engine'], store: StoreServer, runs: number): Promise<UploadRow[]> {
  const adminEmail = 'admin@bench.example';
  const admin = await signUp(store.url, adminEmail);
  await verifyFromOutbox(store.url, store.dataDir, adminEmail);
  const buyer = await signUp(store.url, 'buyer@bench.example');
  const auth = (user: BenchUser) => ({ authorization: `Bearer ${user.token}` });
  const [product] = (await (await fetch(`${store.url}/products/?limit=1`)).json()) as {
    _id: string;
    minimum: number;
  }[];
  const placed = await fetch(`${store.url}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth(buyer) },
    body: JSON.stringify({
      productId: product!._id,
      productQuantity: product!.minimum,
      buyerAddress: '1 Foundry Road',
      phone: '+1 412 555 0100',
    }),
  });
  if (!placed.ok) throw new Error(`order: ${placed.status} ${await placed.text()}`);
  const line = (await placed.json()) as { _id: string; purchaseOrderId: string };
  const target = `${store.url}/purchase-orders/${line.purchaseOrderId}/lines/${line._id}/certificate`;

  let certificateUrl = '';
  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('type', 'EN 10204 3.1');
    form.append('heatNumber', 'H-BENCH');
    form.append('file', new Blob([new Uint8Array(bytes)]), 'bench.pdf');
    const answer = await fetch(target, { method: 'POST', headers: auth(admin), body: form });
    if (answer.status !== 200) throw new Error(`upload: ${answer.status} ${await answer.text()}`);
    const po = (await answer.json()) as { lines: { certificate: { url: string } | null }[] };
    certificateUrl = po.lines[0]!.certificate!.url;
  };
  const download = async () => {
    const answer = await fetch(`${store.url}${certificateUrl}`, { headers: auth(buyer) });
    const bytes = await answer.arrayBuffer();
    if (answer.status !== 200 || bytes.byteLength !== maxUploadBytes) {
      throw new Error(`download: ${answer.status}, ${bytes.byteLength} bytes`);
    }
  };

  // Warm-up: the routes, the parsers and the connections, with a small file.
  await upload(pdfBytes(100_000, 'warm-up'));
  await download().catch(() => undefined);
  // Made before the clock starts: the client's own work is not the server's.
  const files = Array.from({ length: runs }, (_, run) => pdfBytes(maxUploadBytes, `bench ${run}`));

  const row = (operation: string, measured: Awaited<ReturnType<typeof measure>>): UploadRow => {
    const median = measured.times[Math.floor(measured.times.length / 2)]!;
    return {
      engine,
      operation,
      runs,
      medianMs: median,
      maxMs: measured.times.at(-1)!,
      mbPerSecond: mb(maxUploadBytes) / (median / 1000),
      rssBeforeMb: measured.before.rss,
      rssPeakMb: measured.peak,
      rssAfterMb: measured.after.rss,
      heapUsedBeforeMb: measured.before.heapUsedMb,
      heapUsedAfterMb: measured.after.heapUsedMb,
      externalBeforeMb: measured.before.externalMb,
      externalAfterMb: measured.after.externalMb,
    };
  };
  const uploads = row('POST certificate (10 MB PDF)', await measure(store, runs, (run) => upload(files[run]!)));
  const downloads = row('GET /documents/{id} (10 MB)', await measure(store, runs, () => download()));
  return [uploads, downloads];
}

export async function uploadsSuite(options: {
  workDir: string;
  runs: number;
  databaseUrl?: string | undefined;
  onRows?: (rows: UploadRow[]) => void;
}): Promise<UploadRow[]> {
  const rows: UploadRow[] = [];
  const engines: { engine: UploadRow['engine']; databaseUrl?: string }[] = [{ engine: 'sqlite' }];
  let scratch: { admin: pg.Client; name: string } | undefined;
  if (options.databaseUrl) {
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    const name = 'store_bench_uploads';
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    scratch = { admin, name };
    const url = new URL(options.databaseUrl);
    url.pathname = `/${name}`;
    engines.push({ engine: 'postgres', databaseUrl: url.toString() });
  }
  try {
    for (const { engine, databaseUrl } of engines) {
      const dataDir = mkdtempSync(path.join(options.workDir, `uploads-${engine}-`));
      const store = await startStore({
        dataDir,
        adminEmails: 'admin@bench.example',
        ...(databaseUrl && { databaseUrl }),
      });
      try {
        const engineRows = await uploadRows(engine, store, options.runs);
        options.onRows?.(engineRows);
        rows.push(...engineRows);
      } finally {
        await store.stop();
      }
    }
  } finally {
    if (scratch) {
      await scratch.admin.query(`drop database if exists ${scratch.name} with (force)`);
      await scratch.admin.end();
    }
  }
  return rows;
}
