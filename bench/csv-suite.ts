/**
 * The catalog's CSV import and export (docs/product/back-office.md#csv-format; the target: 10,000
 * rows import in under 10 s). The store runs as in production (its own process) on SQLite and, with
 * BENCH_DATABASE_URL, on PostgreSQL; every figure is one whole HTTP request as the admin's browser
 * sends it: a dry run of 10,000 new products, their import, the same file with every row edited
 * (10,000 updates of every text and number), a price list over them (sku, price, total), and the
 * export of the whole catalog. `products` grows the catalog first.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { ensureWebBuildForReport, repoRoot } from '../server/src/build/web-build.ts';
import type { CsvImportAnswer } from '../shared/catalog/product-csv.ts';
import { signUp, verifyFromOutbox } from './accounts.ts';
import { seedProducts } from './seed-products.ts';
import { startStore } from './store-server.ts';

export const csvImportRows = 10_000;
export const csvImportTargetMs = 10_000;

export interface CsvRow {
  engine: 'sqlite' | 'postgres';
  /** Products in the catalog before the import. */
  catalog: number;
  step: string;
  rows: number;
  ms: number;
  /** The store's peak resident memory after the step, MB. */
  peakRssMb: number;
}

const columns = ['sku', 'name', 'metal', 'form', 'grade', 'standard', 'diameterMm', 'lengthMm', 'price'] as const;
const more = ['minimum', 'increment', 'total', 'leadTimeDays', 'origin', 'picture', 'about', 'priceBreaks'] as const;

/** 10,000 realistic rows (bars of each metal), `edition` changing price, stock and text throughout. */
export function importFile(edition: number): string {
  const metals = ['titanium', 'nickel', 'tungsten', 'molybdenum', 'tantalum', 'niobium', 'nitinol'];
  const rows = Array.from({ length: csvImportRows }, (_, i) => {
    const metal = metals[i % metals.length]!;
    const price = 20 + (i % 500) + edition;
    return [
      `CSV-BENCH-${String(i).padStart(5, '0')}`,
      `${metal} round bar ${i} (edition ${edition})`,
      metal,
      'bar',
      `Grade ${(i % 5) + 1}`,
      `ASTM B${300 + (i % 60)}`,
      String(5 + (i % 40)),
      '1000',
      price.toFixed(2),
      '1',
      '1',
      String(100 + edition + (i % 900)),
      '10',
      'USA',
      '/images/products/titanium-bar.svg',
      `Bench bar ${i}: annealed, centreless ground, cut to 1 m; "quoted" text, commas, and a second\nline.`,
      `10:${(price - 1).toFixed(2)}|50:${(price - 2).toFixed(2)}`,
    ];
  });
  return stringify([[...columns, ...more], ...rows], { record_delimiter: 'windows' });
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function runOn(
  engine: CsvRow['engine'],
  dataDir: string,
  env: Record<string, string>,
  grow: number,
): Promise<CsvRow[]> {
  if (grow > 0 && engine === 'sqlite') {
    // The store migrates and seeds on its first start; grow the catalog between two starts.
    const first = await startStore({ dataDir });
    await first.stop();
    seedProducts(dataDir, grow);
  }
  const adminEmail = 'admin@bench.example';
  const store = await startStore({ dataDir, adminEmails: adminEmail, env });
  const rows: CsvRow[] = [];
  try {
    const admin = await signUp(store.url, adminEmail);
    await verifyFromOutbox(store.url, dataDir, adminEmail);
    const headers = { authorization: `Bearer ${admin.token}` };
    const count = async () => Number((await fetch(`${store.url}/products/?limit=1`)).headers.get('x-total-count'));
    const catalog = await count();
    const post = async (body: string, query: string) => {
      const response = await fetch(`${store.url}/products/import${query}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/csv' },
        body,
      });
      const answer = (await response.json()) as CsvImportAnswer;
      if (response.status !== 200 || answer.errors.length)
        throw new Error(`import: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
      return answer;
    };
    const step = async (name: string, rowCount: number, work: () => Promise<unknown>) => {
      const { ms } = await timed(work);
      rows.push({ engine, catalog, step: name, rows: rowCount, ms, peakRssMb: store.peakRssMb() });
    };
    const created = importFile(1);
    await step('dry run, 10,000 new', csvImportRows, () => post(created, '?dryRun=true'));
    await step('import, 10,000 new', csvImportRows, async () => {
      const answer = await post(created, '');
      if (answer.created !== csvImportRows) throw new Error(`created ${answer.created}`);
    });
    const edited = importFile(2);
    await step('import, 10,000 updated', csvImportRows, async () => {
      const answer = await post(edited, '');
      if (answer.updated !== csvImportRows) throw new Error(`updated ${answer.updated}`);
    });
    // The everyday import: a price list (sku, price, total) over the same 10,000 products.
    const priceList = stringify(
      [
        ['sku', 'price', 'total'],
        ...Array.from({ length: csvImportRows }, (_, i) => [
          `CSV-BENCH-${String(i).padStart(5, '0')}`,
          (30 + (i % 500)).toFixed(2),
          String(5000 + i),
        ]),
      ],
      { record_delimiter: 'windows' },
    );
    await step('import, 10,000 price and stock changes', csvImportRows, async () => {
      const answer = await post(priceList, '');
      if (answer.updated !== csvImportRows) throw new Error(`updated ${answer.updated}`);
    });
    const total = await count();
    await step('export, whole catalog', total, async () => {
      const response = await fetch(`${store.url}/products.csv`, { headers });
      const text = await response.text();
      const lines = text.split('\r\n').length;
      if (response.status !== 200 || lines < total) throw new Error(`export: ${response.status}, ${lines} lines`);
    });
  } finally {
    await store.stop();
  }
  return rows;
}

export async function csvSuite(options: {
  workDir: string;
  products: number;
  databaseUrl?: string | undefined;
}): Promise<CsvRow[]> {
  const rows = await runOn('sqlite', mkdtempSync(path.join(options.workDir, 'csv-')), {}, options.products);
  if (options.databaseUrl) {
    const name = `store_csv_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      const url = new URL(options.databaseUrl);
      url.pathname = `/${name}`;
      const env = { DATABASE_URL: url.toString(), SEED_DEMO: 'true' };
      rows.push(...(await runOn('postgres', mkdtempSync(path.join(options.workDir, 'csv-pg-')), env, 0)));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return rows;
}

export function printCsv(rows: CsvRow[]): void {
  console.log(`\ncatalog CSV import and export, whole HTTP requests (target: ${csvImportRows} rows in < 10 s)`);
  console.table(
    rows.map((row) => ({
      engine: row.engine,
      'catalog before': row.catalog,
      step: row.step,
      rows: row.rows,
      ms: Math.round(row.ms),
      'rows/s': Math.round(row.rows / (row.ms / 1000)),
      'peak RSS MB': Math.round(row.peakRssMb),
      verdict: row.step.startsWith('import') ? (row.ms < csvImportTargetMs ? 'ok' : 'SLOW') : '',
    })),
  );
}

/** `npm run bench -- --suite=csv [--products=100000]`: this suite alone, written to bench/csv-results.json. */
export async function csvReport(options: { products: number; databaseUrl: string | undefined }): Promise<void> {
  console.log('building the web app if it is missing or stale…');
  ensureWebBuildForReport();
  const loadBefore = os.loadavg();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-csv-'));
  try {
    const rows = await csvSuite({ workDir, ...options });
    printCsv(rows);
    const report = {
      at: new Date().toISOString(),
      machine: {
        node: process.version,
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        loadBefore,
        loadAfter: os.loadavg(),
      },
      csv: rows,
    };
    writeFileSync(path.join(repoRoot, 'bench/csv-results.json'), `${JSON.stringify(report, null, 2)}\n`);
    const loads = (l: number[]) => l.map((x) => x.toFixed(1)).join(', ');
    console.log(
      `\nload average (1, 5, 15 min) before: ${loads(loadBefore)}; after: ${loads(report.machine.loadAfter)}`,
    );
    console.log('written: bench/csv-results.json');
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
