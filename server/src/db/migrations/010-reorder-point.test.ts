import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { lowStock } from '../../modules/stats/stats.repository.ts';
import { toApiProduct } from '../../modules/catalog/product.mapper.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { connectDatabase, type DatabaseHandle } from '../connect.ts';
import type { Database } from '../database.ts';
import { migrateToLatest, migrations } from '../migrate.ts';
import { stockMarginSql } from './010-reorder-point.ts';

const at = '2025-01-01T00:00:00.000Z';
const product = (sku: string, total: number, minimum: number) => ({
  sku,
  name: `Bar ${sku}`,
  picture: '/images/products/titanium-bar.svg',
  about: 'A product from before the reorder point',
  total,
  minimum,
  price_cents: 1000,
  origin: 'USA',
  metal: 'titanium',
  form: 'bar',
  created_at: at,
  updated_at: at,
});

const overviewIndexes = [
  'products_stock_margin',
  'purchase_orders_payment_created',
  'purchase_orders_status_total',
  'orders_purchase_order_sums',
];

describe.each(testDatabaseKinds)('migration 010 (reorder point) on %s', (kind) => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.db.destroy();
    await database?.drop();
    handle = undefined;
    database = undefined;
  });

  it('gives existing products no reorder point (3 × MOQ applies), and the overview its indexes', async () => {
    database = await createTestDatabase(kind);
    handle = connectDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      sqliteSynchronous: 'NORMAL',
    });
    const db: Kysely<Database> = handle.db;
    const migrator = new Migrator({
      db: db as Kysely<unknown>,
      provider: { getMigrations: async () => migrations(kind) },
    });
    expect((await migrator.migrateTo('009-quote-numbers')).error).toBeUndefined();
    // Written with the columns before 010, as a store of the previous release holds them.
    const before = db as unknown as Kysely<{ products: ReturnType<typeof product> }>;
    await before
      .insertInto('products')
      .values([product('LOW-1', 5, 2), product('OK-1', 6, 2)])
      .execute();

    await migrateToLatest(db as Kysely<unknown>, kind);
    const rows = await db.selectFrom('products').selectAll().orderBy('sku').execute();
    expect(rows.map((row) => toApiProduct(row).reorderPoint)).toEqual([null, null]);
    expect((await lowStock(db)).rows.map((row) => [row.sku, row.reorderPoint])).toEqual([['LOW-1', 6]]);

    const indexes =
      kind === 'postgres'
        ? (await sql<{ name: string }>`select indexname as name from pg_indexes`.execute(db)).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db)).rows;
    const names = indexes.map((row) => row.name);
    for (const name of overviewIndexes) expect(names, name).toContain(name);
  });
});

describe('migration 010 on SQLite', () => {
  it('lets the low-stock count read only the low products, through the stock-margin index', async () => {
    const database = await createTestDatabase('sqlite');
    const handle = connectDatabase({ dataDir: database.dataDir, sqliteSynchronous: 'NORMAL' });
    try {
      await migrateToLatest(handle.db as Kysely<unknown>, 'sqlite');
      const plan = await sql<{ detail: string }>`explain query plan
        select count(*) from products where (${sql.raw(stockMarginSql)}) < 0`.execute(handle.db);
      expect(plan.rows.map((row) => row.detail).join('\n')).toContain('products_stock_margin');
    } finally {
      await handle.db.destroy();
      await database.drop();
    }
  });
});
