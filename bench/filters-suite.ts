/**
 * The dimension filters and facets of PRODUCT.md §23 at the query level, as search-suite.ts times
 * the search: every run goes to the database through the repository the catalog cache calls on a
 * miss. p50/p99 of each query on the demo catalog grown by `--products` (100,000 by default), on
 * SQLite and, with TEST_DATABASE_URL (or --database-url), on PostgreSQL. `npm run bench -- --suite=search`
 * runs it after the search (BENCH_DATABASE_URL for PostgreSQL), or alone:
 *
 *   node bench/filters-suite.ts [--products=100000] [--runs=100]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../server/src/db/connect.ts';
import type { Database } from '../server/src/db/database.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { seedDemo } from '../server/src/db/seed/seed-demo.ts';
import { listFacets, listProducts, type ProductQuery } from '../server/src/modules/catalog/index.ts';
import { seedProducts, seedProductsPostgres } from './seed-products.ts';

const queries: { label: string; run: (db: Kysely<Database>) => Promise<unknown> }[] = [
  ...(
    [
      ['od 20–26', { odMin: 20, odMax: 26, limit: 24 }],
      ['od 20–26, wall ≤ 2 (issue 32)', { odMin: 20, odMax: 26, wallMax: 2, limit: 24 }],
      ['diameter ≤ 1, in stock, price-asc', { diameterMax: 1, inStock: true, sort: 'price-asc', limit: 24 }],
      [
        'thickness 1–5, width ≥ 100, titanium',
        { thicknessMin: 1, thicknessMax: 5, widthMin: 100, metal: 'titanium', limit: 24 },
      ],
      ['length ≥ 1000 (most rows)', { lengthMin: 1000, limit: 24 }],
      ['length ≥ 1000, page 200', { lengthMin: 1000, limit: 24, offset: 24 * 200 }],
    ] as [string, ProductQuery][]
  ).map(([label, query]) => ({ label: `list: ${label}`, run: (db: Kysely<Database>) => listProducts(db, query) })),
  ...(
    [
      ['whole catalog', {}],
      ['metal=titanium', { metal: 'titanium' }],
      ['metal=titanium, od 20–26', { metal: 'titanium', odMin: 20, odMax: 26 }],
      ['grade, form, od, wall', { grade: 'Grade 2', form: 'tube', odMin: 10, wallMax: 2 }],
    ] as [string, ProductQuery][]
  ).map(([label, query]) => ({ label: `facets: ${label}`, run: (db: Kysely<Database>) => listFacets(db, query) })),
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

export interface FilterRow {
  engine: 'sqlite' | 'postgres';
  products: number;
  label: string;
  p50Ms: number;
  p99Ms: number;
}

async function time(db: Kysely<Database>, engine: FilterRow['engine'], runs: number): Promise<FilterRow[]> {
  const products = (await listProducts(db, { limit: 1 })).count;
  const rows: FilterRow[] = [];
  for (const { label, run } of queries) {
    for (let i = 0; i < 3; i++) await run(db);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await run(db);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({ engine, products, label, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) });
  }
  return rows;
}

async function sqliteRows(workDir: string, grow: number, runs: number): Promise<FilterRow[]> {
  const dataDir = mkdtempSync(path.join(workDir, 'filters-'));
  try {
    const open = () => connectDatabase({ dataDir, sqliteSynchronous: 'OFF' }).db;
    let db = open();
    await migrateToLatest(db as Kysely<unknown>, 'sqlite');
    await seedDemo(db);
    await db.destroy();
    seedProducts(dataDir, grow);
    db = open();
    const rows = await time(db, 'sqlite', runs);
    await db.destroy();
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRows(databaseUrl: string, grow: number, runs: number): Promise<FilterRow[]> {
  const name = `store_filters_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const { db } = connectDatabase({ databaseUrl: url.toString(), dataDir: '', sqliteSynchronous: 'OFF' });
  try {
    await migrateToLatest(db as Kysely<unknown>, 'postgres');
    await seedDemo(db);
    await seedProductsPostgres(db, grow);
    // As autovacuum leaves a live table: statistics and the visibility map (index-only scans).
    await sql`vacuum analyze products, search_texts`.execute(db);
    return await time(db, 'postgres', runs);
  } finally {
    await db.destroy();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * The filters and facets on the demo catalog grown by `products` (`--suite=search` and the full
 * run of bench/run.ts), on SQLite and, with `databaseUrl`, PostgreSQL.
 */
export async function filtersSuite(options: {
  workDir: string;
  products: number;
  runs: number;
  databaseUrl?: string | undefined;
  engines?: string | undefined;
  onRows?: (rows: FilterRow[]) => void;
}): Promise<FilterRow[]> {
  const rows = options.engines === 'postgres' ? [] : await sqliteRows(options.workDir, options.products, options.runs);
  if (rows.length) options.onRows?.(rows);
  if (options.databaseUrl && options.engines !== 'sqlite') {
    const postgres = await postgresRows(options.databaseUrl, options.products, options.runs);
    options.onRows?.(postgres);
    rows.push(...postgres);
  }
  return rows;
}

const print = (rows: FilterRow[]) => {
  for (const row of rows)
    console.log(
      `${row.engine}\t${row.products}\t${row.label}\tp50 ${row.p50Ms.toFixed(1)} ms\tp99 ${row.p99Ms.toFixed(1)} ms`,
    );
};

// Run alone: node bench/filters-suite.ts [--products=100000] [--runs=100] [--database-url=…]
if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '100' },
      'database-url': { type: 'string', default: process.env.TEST_DATABASE_URL ?? '' },
    },
  });
  const workDir = mkdtempSync(path.join(tmpdir(), 'filters-bench-'));
  try {
    await filtersSuite({
      workDir,
      products: Number(values.products),
      runs: Number(values.runs),
      databaseUrl: values['database-url'] || undefined,
      onRows: print,
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
