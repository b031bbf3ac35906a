/** The printed side of the bench: figures next to the performance targets. Nothing here fails a run. */
import type { FilterRow } from './filters-suite.ts';
import type { ListsResults } from './lists-suite.ts';
import type { MainResults } from './main-suite.ts';
import type { OverviewRow } from './overview-suite.ts';
import type { ScaleResults } from './scale-suite.ts';
import type { SearchRow } from './search-suite.ts';
import type { UploadRow } from './uploads-suite.ts';

/** Issue 16's targets (README, Performance). */
export const targets = {
  catalogRatio: 0.85,
  productRatio: 0.7,
  ordersRatio: 0.4,
  readP99Ms: 10,
  peakRssMb: 200,
  startToFirstAnswerMs: 1000,
  scaleSlowdown: 2,
  /** The catalog's other reads (a filtered page, a search, one product) take at most 2× as long as GET /products/. */
  catalogReadsSlowdown: 2,
  searchP99Ms: 50,
  /** The overview's five aggregates together (issue 15: "stays fast"; our figure). */
  overviewP99Ms: 250,
  /** The admin's lists and My Orders at 100k products and 1M order lines against the demo (issue 16). */
  listsSlowdown: 2,
};

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');

export function printMain(results: MainResults): void {
  console.table(
    results.comparisons.map((c) => {
      const isOrder = c.endpoint.startsWith('POST');
      const ratioTarget = isOrder
        ? targets.ordersRatio
        : c.endpoint.startsWith('GET /products/ (')
          ? targets.catalogRatio
          : c.endpoint === 'GET /products/{id}'
            ? targets.productRatio
            : undefined;
      const p99ok = isOrder || c.store.p99Ms <= targets.readP99Ms;
      return {
        endpoint: c.endpoint,
        'req/s': n(c.store.rps),
        'p50 ms': n(c.store.p50Ms, 2),
        'p99 ms': n(c.store.p99Ms, 2),
        'limit req/s': n(c.limit.rps),
        'limit p50/p99 ms': `${n(c.limit.p50Ms, 2)} / ${n(c.limit.p99Ms, 2)}`,
        ratio: n(c.ratio, 2),
        target: `${ratioTarget ? `≥ ${ratioTarget}` : ''}${isOrder ? '' : ` p99 ≤ ${targets.readP99Ms}`}`.trim(),
        verdict: mark(p99ok && (ratioTarget === undefined || c.ratio >= ratioTarget)),
        failures: c.store.failures + c.limit.failures,
      };
    }),
  );
  console.log(
    `limits: reads vs a bare node:http twin replaying the same bytes; POST /orders vs ${results.comparisons.at(-1)?.limitName}`,
  );
  const whole = results.comparisons.find((c) => c.endpoint === 'GET /products/ (br)');
  const others = results.comparisons.filter((c) =>
    / (filtered|searched) \(br\)$|^GET \/products\/\{id\}$/.test(c.endpoint),
  );
  if (whole) {
    const slowdowns = others.map((c) => {
      const slowdown = whole.store.rps / c.store.rps;
      return `${c.endpoint} ${n(slowdown, 2)}× ${mark(slowdown <= targets.catalogReadsSlowdown)}`;
    });
    console.log(
      `time per request against GET /products/ (br) (target ≤ ${targets.catalogReadsSlowdown}×): ${slowdowns.join('; ')}`,
    );
  }
  console.log(
    `start to first answer: ${n(results.startToFirstAnswerMs)} ms (target ≤ ${targets.startToFirstAnswerMs}) ${mark(results.startToFirstAnswerMs <= targets.startToFirstAnswerMs)}`,
  );
  console.log(
    `peak RSS (VmHWM): ${n(results.peakRssMb, 1)} MB (target ≤ ${targets.peakRssMb}) ${mark(results.peakRssMb <= targets.peakRssMb)}`,
  );
}

export function printScale(results: ScaleResults): void {
  console.log(
    `\ncatalog of ${n(results.demoProducts)} vs ${n(results.largeProducts)} products (target: each call within ${targets.scaleSlowdown}×)`,
  );
  console.table(
    results.rows.map((row) => ({
      page: row.page,
      call: `GET ${row.path}`,
      [`req/s @${n(results.demoProducts)}`]: n(row.small.rps),
      [`p50/p99 ms @${n(results.demoProducts)}`]: `${n(row.small.p50Ms, 1)} / ${n(row.small.p99Ms, 1)}`,
      [`req/s @${n(results.largeProducts)}`]: n(row.large.rps),
      [`p50/p99 ms @${n(results.largeProducts)}`]: `${n(row.large.p50Ms, 1)} / ${n(row.large.p99Ms, 1)}`,
      slowdown: `${n(row.slowdown, 2)}×`,
      verdict: mark(row.slowdown <= targets.scaleSlowdown),
    })),
  );
  const whole = results.largeWholeCatalog;
  console.log(
    `start to first answer with ${n(results.largeProducts)} products: ${n(results.largeStartToFirstAnswerMs)} ms`,
  );
  console.log(
    `whole catalog (GET /products/, first answer): ${n(whole.firstAnswerMs)} ms, ${n(whole.jsonBytes / 1e6, 1)} MB JSON, ${n(whole.brotliBytes / 1e6, 1)} MB brotli; peak RSS then ${n(whole.peakRssMb, 1)} MB`,
  );
}

export function printSearch(rows: SearchRow[]): void {
  console.log(
    `\ncatalog search and filters, per query at the database (target at 100k: p99 ≤ ${targets.searchP99Ms} ms)`,
  );
  console.table(
    rows.map((row) => ({
      engine: row.engine,
      products: n(row.products),
      query: row.label,
      matches: n(row.matches),
      'p50 ms': n(row.p50Ms, 2),
      'p99 ms': n(row.p99Ms, 2),
      verdict: mark(row.p99Ms <= targets.searchP99Ms),
    })),
  );
}

export function printFilters(rows: FilterRow[]): void {
  console.log(
    `\ndimension filters and facets, per query at the database (target at 100k: p99 ≤ ${targets.searchP99Ms} ms)`,
  );
  console.table(
    rows.map((row) => ({
      engine: row.engine,
      products: n(row.products),
      query: row.label,
      'p50 ms': n(row.p50Ms, 2),
      'p99 ms': n(row.p99Ms, 2),
      verdict: mark(row.p99Ms <= targets.searchP99Ms),
    })),
  );
}

export function printOverview(rows: OverviewRow[]): void {
  console.log(
    `\nGET /stats/overview's aggregates (readOverview) at the database; cold: the first visit after a sale, warm: no sale since (target: cold p99 ≤ ${targets.overviewP99Ms} ms)`,
  );
  console.table(
    rows.map((row) => ({
      engine: row.engine,
      products: n(row.products),
      'order lines': n(row.lines),
      'seed s': row.seedSeconds ? n(row.seedSeconds, 1) : '',
      'cold p50/p99 ms': `${n(row.p50Ms, 1)} / ${n(row.p99Ms, 1)}`,
      'warm p50/p99 ms': `${n(row.warmP50Ms, 1)} / ${n(row.warmP99Ms, 1)}`,
      verdict: mark(row.p99Ms <= targets.overviewP99Ms),
    })),
  );
}

export function printUploads(rows: UploadRow[]): void {
  console.log('\nthe largest upload: a 10 MB mill certificate, posted and downloaded (server memory in MB)');
  console.table(
    rows.map((row) => ({
      engine: row.engine,
      operation: row.operation,
      runs: row.runs,
      'median ms': n(row.medianMs, 0),
      'max ms': n(row.maxMs, 0),
      'MB/s': n(row.mbPerSecond, 1),
      'RSS before': n(row.rssBeforeMb, 0),
      'RSS peak': n(row.rssPeakMb, 0),
      'RSS after': n(row.rssAfterMb, 0),
      'heap before→after': `${n(row.heapUsedBeforeMb, 0)}→${n(row.heapUsedAfterMb, 0)}`,
      'external before→after': `${n(row.externalBeforeMb, 0)}→${n(row.externalAfterMb, 0)}`,
    })),
  );
}

export function printLists(results: ListsResults): void {
  const engine = results.rows[0]?.engine ?? '';
  console.log(
    `\nthe admin's lists and My Orders through app.inject() on ${engine}: demo (${n(results.products.demo)} products, ${n(results.lines.demo)} lines, ${n(results.purchaseOrders.demo)} orders, the buyer's ${n(results.buyerOrders.demo)}) vs grown (${n(results.products.grown)} products, ${n(results.lines.grown)} lines, ${n(results.purchaseOrders.grown)} orders, the buyer's ${n(results.buyerOrders.grown)}); target: p50 within ${targets.listsSlowdown}×`,
  );
  console.table(
    results.rows.map((row) => ({
      page: row.page,
      call: row.call,
      'demo p50/p99 ms': `${n(row.demo.p50Ms, 2)} / ${n(row.demo.p99Ms, 2)}`,
      'grown p50/p99 ms': `${n(row.grown.p50Ms, 2)} / ${n(row.grown.p99Ms, 2)}`,
      rows: `${row.demo.rows} / ${row.grown.rows}`,
      ratio: `${n(row.ratio, 2)}×`,
      verdict: mark(row.ratio <= targets.listsSlowdown),
    })),
  );
}
