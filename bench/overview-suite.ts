/**
 * The back office's overview at the query level (issue 15: "figures from SQL aggregates that stay
 * fast at 100k products and 1M order lines"). Each run is `readOverview`, what GET /stats/overview
 * answers with (its five aggregates and their shaping), without HTTP and the admin check in front
 * of it: those cost the same whatever the data. "Cold" runs are the first visit after a sale (the
 * top products summed again); "warm" ones a visit with no sale since the last (the top products'
 * sums kept, top-products-memo.ts). p50/p99 over `runs` runs, on the demo store and on
 * the store grown to `products` products and `lines` order lines, on SQLite and, when
 * `databaseUrl` is given, on PostgreSQL. SQLite is measured without ANALYZE (the store never runs
 * it); PostgreSQL after VACUUM ANALYZE, as its autovacuum would do after a load this size.
 */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, type DatabaseKind } from '../server/src/db/connect.ts';
import type { Database } from '../server/src/db/database.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { seedDemo } from '../server/src/db/seed/seed-demo.ts';
import { readOverview, forgetTopProductSales } from '../server/src/modules/stats/index.ts';
import { seedOrderLines } from './seed-order-lines.ts';
import { seedProducts, seedProductsPostgres } from './seed-products.ts';

export interface OverviewRow {
  engine: DatabaseKind;
  products: number;
  lines: number;
  /** Seconds to write the sales history (one transaction); 0 for the demo store. */
  seedSeconds: number;
  /** The first visit after a sale: every aggregate computed. */
  p50Ms: number;
  p99Ms: number;
  /** A visit with no sale since the last one. */
  warmP50Ms: number;
  warmP99Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function count(db: Kysely<Database>, table: 'products' | 'orders'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function runs(db: Kysely<Database>, repeat: number, cold: boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    if (cold) forgetTopProductSales(db);
    const started = performance.now();
    await readOverview(db, new Date());
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function time(db: Kysely<Database>, engine: DatabaseKind, repeat: number, seedSeconds = 0): Promise<OverviewRow> {
  await runs(db, 3, true);
  const cold = await runs(db, repeat, true);
  const warm = await runs(db, repeat, false);
  return {
    engine,
    products: await count(db, 'products'),
    lines: await count(db, 'orders'),
    seedSeconds,
    p50Ms: percentile(cold, 0.5),
    p99Ms: percentile(cold, 0.99),
    warmP50Ms: percentile(warm, 0.5),
    warmP99Ms: percentile(warm, 0.99),
  };
}

async function seconds(work: () => Promise<void> | void): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

async function sqliteRows(workDir: string, grow: number, lines: number, runs: number): Promise<OverviewRow[]> {
  const dataDir = mkdtempSync(path.join(workDir, 'overview-'));
  const open = () => connectDatabase({ dataDir, sqliteSynchronous: 'OFF' }).db;
  let db = open();
  await migrateToLatest(db as Kysely<unknown>, 'sqlite');
  await seedDemo(db);
  const rows = [await time(db, 'sqlite', runs)];
  await db.destroy();
  if (grow > 0 || lines > 0) {
    if (grow > 0) seedProducts(dataDir, grow);
    db = open();
    const seeded = await seconds(() => seedOrderLines(db, 'sqlite', lines));
    rows.push(await time(db, 'sqlite', runs, seeded));
    await db.destroy();
  }
  return rows;
}

async function postgresRows(databaseUrl: string, grow: number, lines: number, runs: number): Promise<OverviewRow[]> {
  const name = `store_bench_overview_${process.pid}`;
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
    const rows = [await time(db, 'postgres', runs)];
    if (grow > 0 || lines > 0) {
      await seedProductsPostgres(db, grow);
      const seeded = await seconds(() => seedOrderLines(db, 'postgres', lines));
      await sql`vacuum analyze`.execute(db);
      rows.push(await time(db, 'postgres', runs, seeded));
    }
    return rows;
  } finally {
    await db.destroy();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function overviewSuite(options: {
  workDir: string;
  products: number;
  lines: number;
  runs: number;
  databaseUrl?: string | undefined;
  engines?: string | undefined;
  onRows?: (rows: OverviewRow[]) => void;
}): Promise<OverviewRow[]> {
  const rows =
    options.engines === 'postgres'
      ? []
      : await sqliteRows(options.workDir, options.products, options.lines, options.runs);
  if (rows.length) options.onRows?.(rows);
  if (options.databaseUrl && options.engines !== 'sqlite') {
    const postgres = await postgresRows(options.databaseUrl, options.products, options.lines, options.runs);
    options.onRows?.(postgres);
    rows.push(...postgres);
  }
  return rows;
}
