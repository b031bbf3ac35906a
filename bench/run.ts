/**
 * `npm run bench [-- --seconds=10 --connections=32 --synchronous=NORMAL --products=100000]`
 * (or BENCH_PRODUCTS=100000): the figures of the performance targets, printed and written to bench/results.json.
 * `--suite=search` runs only the catalog search and filter timings (the catalog by specification), then the dimension
 * filters and facets (bench/filters-suite.ts, `--filter-runs` each), on SQLite and, with BENCH_DATABASE_URL (a
 * PostgreSQL server where a scratch database may be created), PostgreSQL.
 * `--suite=overview [--products=100000 --lines=1000000]` (or BENCH_LINES) runs only the overview's aggregates
 * (GET /stats/overview) on the demo store and grown to that many products and order lines, on the same engines.
 * `--suite=uploads` runs only the largest upload (a 10 MB certificate posted and downloaded, `--upload-runs` times), with
 * the server's time and memory, on SQLite and, with BENCH_DATABASE_URL, PostgreSQL: bench/uploads-results.json.
 * `--suite=lists [--products=100000 --lines=1000000]` runs only the admin's lists and the buyer's My Orders
 * (bench/lists-suite.ts) on the demo store and grown to that size, on SQLite and, with BENCH_DATABASE_URL,
 * PostgreSQL: bench/lists-results.json.
 * `--suite=csv` runs only the catalog CSV import and export (bench/csv-suite.ts), written to bench/csv-results.json.
 * `--suite=documents` runs only the invoice downloads against an anonymous product read (bench/documents-suite.ts;
 * BENCH_STORE_ROOT measures another checkout, e.g. the code before): bench/documents-results.json.
 * `--suite=checkout` runs only the three-line checkout (bench/checkout-suite.ts: p50/p99 of POST /purchase-orders and
 * orders/s) on SQLite and, with BENCH_DATABASE_URL, PostgreSQL (BENCH_STORE_ROOT measures another checkout):
 * bench/checkout-results.json.
 * `--suite=screening` runs only denied-party screening (bench/screening-suite.ts: 20,000 list entries, one checkout's 4
 * names, p50/p99, target p99 < 50 ms; in process, SQLite): bench/screening-results.json. The full run includes it.
 * A report, not a test: nothing fails on a slow machine. Traffic goes to 127.0.0.1 only.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureWebBuildForReport, repoRoot } from '../server/src/build/web-build.ts';
import type { SqliteSynchronous } from '../server/src/db/node-sqlite.ts';
import { checkoutSuite, printCheckout } from './checkout-suite.ts';
import { csvReport } from './csv-suite.ts';
import { filtersSuite } from './filters-suite.ts';
import { documentsSuite, documentsTargetP99Ms, printDocuments } from './documents-suite.ts';
import { listsSuite } from './lists-suite.ts';
import { mainSuite } from './main-suite.ts';
import { overviewSuite } from './overview-suite.ts';
import {
  printFilters,
  printLists,
  printMain,
  printOverview,
  printScale,
  printSearch,
  printUploads,
  targets,
} from './report.ts';
import { scaleSuite } from './scale-suite.ts';
import { printScreening, screeningSuite, screeningTargetP99Ms } from './screening-suite.ts';
import { searchSuite } from './search-suite.ts';
import { uploadsSuite } from './uploads-suite.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    synchronous: { type: 'string', default: process.env.SQLITE_SYNCHRONOUS ?? 'NORMAL' },
    products: { type: 'string', default: process.env.BENCH_PRODUCTS ?? '0' },
    suite: { type: 'string', default: 'all' },
    'search-runs': { type: 'string', default: '200' },
    'filter-runs': { type: 'string', default: '100' },
    lines: { type: 'string', default: process.env.BENCH_LINES ?? '0' },
    'overview-runs': { type: 'string', default: '50' },
    // sqlite, postgres (needs BENCH_DATABASE_URL) or both
    'search-engines': { type: 'string', default: 'both' },
    'upload-runs': { type: 'string', default: '5' },
    'list-runs': { type: 'string', default: '50' },
    'screening-runs': { type: 'string', default: '500' },
  },
});
const options = {
  seconds: Number(values.seconds),
  connections: Number(values.connections),
  synchronous: values.synchronous as SqliteSynchronous,
};
const products = Number(values.products);

if (values.suite === 'csv') {
  await csvReport({ products, databaseUrl: process.env.BENCH_DATABASE_URL });
  process.exit(0);
}

if (values.suite === 'screening') {
  const loadBefore = os.loadavg();
  const result = await screeningSuite({ runs: Number(values['screening-runs']) });
  printScreening(result);
  const machine = { node: process.version, cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg() };
  const report = { at: new Date().toISOString(), machine, targetP99Ms: screeningTargetP99Ms, screening: result };
  writeFileSync(path.join(repoRoot, 'bench/screening-results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('written: bench/screening-results.json');
  process.exit(0);
}

if (values.suite === 'lists') {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  try {
    const loadBefore = os.loadavg();
    const results = await listsSuite({
      workDir,
      products: Number(values.products) || 100_000,
      lines: Number(values.lines) || 1_000_000,
      runs: Number(values['list-runs']),
      databaseUrl: process.env.BENCH_DATABASE_URL,
      engines: values['search-engines'],
      onResults: printLists,
    });
    const machine = { node: process.version, cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg() };
    const report = { at: new Date().toISOString(), machine, target: targets.listsSlowdown, lists: results };
    writeFileSync(path.join(repoRoot, 'bench/lists-results.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('written: bench/lists-results.json');
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  process.exit(0);
}

if (values.suite === 'documents') {
  ensureWebBuildForReport();
  const loadBefore = os.loadavg();
  const result = await documentsSuite(options);
  printDocuments(result);
  const machine = { node: process.version, cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg() };
  const report = {
    at: new Date().toISOString(),
    machine,
    options,
    targetP99Ms: documentsTargetP99Ms,
    documents: result,
  };
  writeFileSync(path.join(repoRoot, 'bench/documents-results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('written: bench/documents-results.json');
  process.exit(0);
}

if (values.suite === 'checkout') {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  try {
    const loadBefore = os.loadavg();
    const rows = await checkoutSuite({
      workDir,
      ...options,
      databaseUrl: process.env.BENCH_DATABASE_URL,
      root: process.env.BENCH_STORE_ROOT,
      engines: values['search-engines'],
      onRow: printCheckout,
    });
    const machine = { node: process.version, cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg() };
    const report = { at: new Date().toISOString(), machine, options, checkout: rows };
    writeFileSync(path.join(repoRoot, 'bench/checkout-results.json'), `${JSON.stringify(report, null, 2)}\n`);
    const loads = (l: number[]) => l.map((x) => x.toFixed(1)).join(', ');
    console.log(`load average (1, 5, 15 min) before: ${loads(loadBefore)}; after: ${loads(machine.loadAfter)}`);
    console.log('written: bench/checkout-results.json');
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  process.exit(0);
}

const searchOnly = values.suite === 'search';
if (values.suite === 'uploads') {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  try {
    const rows = await uploadsSuite({
      workDir,
      runs: Number(values['upload-runs']),
      databaseUrl: process.env.BENCH_DATABASE_URL,
      onRows: printUploads,
    });
    const machine = { node: process.version, cpus: os.cpus().length, loadAfter: os.loadavg() };
    const report = { at: new Date().toISOString(), machine, uploads: rows };
    writeFileSync(path.join(repoRoot, 'bench/uploads-results.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('written: bench/uploads-results.json');
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  process.exit(0);
}
const overviewOnly = values.suite === 'overview';
const lines = Number(values.lines);
if (!searchOnly && !overviewOnly) {
  console.log('building the web app if it is missing or stale…');
  ensureWebBuildForReport();
}
// Other work on the machine skews every figure: the load averages go into the report with them.
const loadBefore = os.loadavg();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
try {
  console.log(`bench: ${options.connections} connections, ${options.seconds} s per run (after a 2 s warm-up)`);
  const main = searchOnly || overviewOnly ? undefined : await mainSuite({ workDir, ...options });
  if (main) printMain(main);
  // The scale comparison is shorter per call: it compares the store with itself.
  const scale =
    products > 0 && !searchOnly && !overviewOnly
      ? await scaleSuite({ workDir, products, ...options, seconds: Math.min(options.seconds, 5) })
      : undefined;
  if (scale) printScale(scale);
  const search = overviewOnly
    ? []
    : await searchSuite({
        workDir,
        products,
        runs: Number(values['search-runs']),
        databaseUrl: process.env.BENCH_DATABASE_URL,
        engines: values['search-engines'],
        onRows: printSearch,
      });
  const filters = overviewOnly
    ? []
    : await filtersSuite({
        workDir,
        products,
        runs: Number(values['filter-runs']),
        databaseUrl: process.env.BENCH_DATABASE_URL,
        engines: values['search-engines'],
        onRows: printFilters,
      });
  const overview = searchOnly
    ? []
    : await overviewSuite({
        workDir,
        products,
        lines,
        runs: Number(values['overview-runs']),
        databaseUrl: process.env.BENCH_DATABASE_URL,
        engines: values['search-engines'],
        onRows: printOverview,
      });
  const screening =
    searchOnly || overviewOnly
      ? undefined
      : await screeningSuite({ runs: Number(values['screening-runs']), workDir: path.join(workDir, 'screening') });
  if (screening) printScreening(screening);

  const report = {
    at: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadBefore,
      loadAfter: os.loadavg(),
    },
    options,
    targets,
    main,
    scale,
    search,
    filters,
    overview,
    screening,
  };
  // A search-only or overview-only run keeps the full report's figures and writes its own file.
  const file = searchOnly ? 'search-results' : overviewOnly ? 'overview-results' : 'results';
  writeFileSync(path.join(repoRoot, `bench/${file}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const loads = (l: number[]) => l.map((x) => x.toFixed(1)).join(', ');
  console.log(`\nload average (1, 5, 15 min) before: ${loads(loadBefore)}; after: ${loads(report.machine.loadAfter)}`);
  console.log(`written: bench/${file}.json`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
