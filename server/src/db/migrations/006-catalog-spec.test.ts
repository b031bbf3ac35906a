import { type Kysely, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { productSpecSchema, specProblems } from '#shared/catalog/product.schema.ts';
import { listProducts } from '../../modules/catalog/catalog.repository.ts';
import { toApiProduct } from '../../modules/catalog/product.mapper.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { connectDatabase, type DatabaseHandle } from '../connect.ts';
import type { Database } from '../database.ts';
import { migrateToLatest, migrations } from '../migrate.ts';
import { demoProducts } from '../seed/demo-catalog.ts';
import { fillDemoSpecs, seedDemo } from '../seed/seed-demo.ts';

const at = '2025-01-01T00:00:00.000Z';
const oldRow = (name: string, sku: string | null) => ({
  sku,
  name,
  picture: '/images/products/titanium-bar.svg',
  about: 'A product from before the specification',
  total: 10,
  minimum: 1,
  price_cents: 1234,
  origin: 'USA',
  metal: 'titanium',
  form: 'bar',
  created_at: at,
  updated_at: at,
});

describe.each(testDatabaseKinds)('migration 006 (catalog by specification) on %s', (kind) => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.db.destroy();
    await database?.drop();
    handle = undefined;
    database = undefined;
  });

  async function open(): Promise<Kysely<Database>> {
    database = await createTestDatabase(kind);
    handle = connectDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      sqliteSynchronous: 'NORMAL',
    });
    return handle.db;
  }

  it('keeps existing products working, with a generated SKU and searchable', async () => {
    const db = await open();
    const migrator = new Migrator({
      db: db as Kysely<unknown>,
      provider: { getMigrations: async () => migrations(kind) },
    });
    const before = await migrator.migrateTo('005-order-ownership');
    expect(before.error).toBeUndefined();
    // Written with the columns of 002 only, as a store of the previous release holds them.
    const legacy = db as unknown as Kysely<{ products: ReturnType<typeof oldRow> & { id?: number } }>;
    await legacy.insertInto('products').values(oldRow('Legacy Bar Zeta', null)).execute();
    await legacy.insertInto('products').values(oldRow('Legacy Demo Bar', 'TI-DEMO-KEEP')).execute();

    await migrateToLatest(db as Kysely<unknown>, kind);
    const rows = await db.selectFrom('products').selectAll().orderBy('id').execute();
    const [generated, kept] = rows.map(toApiProduct);
    expect(generated).toMatchObject({
      name: 'Legacy Bar Zeta',
      sku: `RM-${generated!._id.padStart(5, '0')}`,
      price: 12.34,
      grade: null,
      dimensions: {},
      increment: 1,
      maximum: null,
      priceBreaks: [],
      leadTimeDays: null,
    });
    expect(kept!.sku).toBe('TI-DEMO-KEEP');
    // The search index holds the rows that existed before it.
    expect((await listProducts(db, { q: 'acy Bar Ze' })).rows.map((r) => r.name)).toEqual(['Legacy Bar Zeta']);
    expect((await listProducts(db, { q: 'demo-ke' })).rows.map((r) => r.name)).toEqual(['Legacy Demo Bar']);
    // Stock changes do not disturb the index; renames are found under the new name only.
    await db.updateTable('products').set({ total: 3 }).execute();
    await db.updateTable('products').set({ name: 'Legacy Bar Omega' }).where('sku', '=', 'TI-DEMO-KEEP').execute();
    expect((await listProducts(db, { q: 'Bar Omeg' })).rows.map((r) => r.sku)).toEqual(['TI-DEMO-KEEP']);
    // The old name's phrase is gone; its words still find the product, by its SKU (TI-DEMO-KEEP) and
    // its new name ("Bar"), since search reads words in any order (migration 031, PRODUCT.md §23).
    expect((await listProducts(db, { q: 'Legacy Demo Bar' })).rows.map((r) => r.sku)).toEqual(['TI-DEMO-KEEP']);
    await db.deleteFrom('products').where('sku', '=', 'TI-DEMO-KEEP').execute();
    expect((await listProducts(db, { q: 'Legacy' })).count).toBe(1);
  });

  it('gives demo products their specification once, leaving products an admin specified alone', async () => {
    const db = await open();
    await migrateToLatest(db as Kysely<unknown>, kind);
    await seedDemo(db);
    const [first, second] = demoProducts;
    const withSpec = [
      { ...first!, spec: { grade: 'Grade 2', standard: 'ASTM B338', dimensions: { od: 25.4, wall: 1.24 } } },
      { ...second!, spec: { grade: 'Ti-6Al-4V ELI', priceBreaks: [{ minQuantity: 50, price: 150 }] } },
    ];
    // A store seeded before the specification existed: its demo rows have none yet.
    await db
      .updateTable('products')
      .set({
        grade: null,
        standard: null,
        condition: null,
        certificate: null,
        dimensions: '{}',
        main_dimension_mm: null,
        price_breaks: '[]',
        lead_time_days: null,
        maximum: null,
        increment: 1,
      })
      .where('sku', 'in', [first!.sku, second!.sku])
      .execute();
    await db.updateTable('products').set({ grade: 'Set by an admin' }).where('sku', '=', second!.sku).execute();

    expect(await fillDemoSpecs(db, withSpec)).toBe(1);
    expect(await fillDemoSpecs(db, withSpec)).toBe(0);
    const bySku = async (sku: string) =>
      toApiProduct(await db.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirstOrThrow());
    expect(await bySku(first!.sku)).toMatchObject({
      grade: 'Grade 2',
      standard: 'ASTM B338',
      dimensions: { od: 25.4 },
    });
    expect((await listProducts(db, { sizeMin: 25, sizeMax: 26 })).rows.map((r) => r.sku)).toContain(first!.sku);
    expect(await bySku(second!.sku)).toMatchObject({ grade: 'Set by an admin', priceBreaks: [] });
  });
});

describe('the demo catalog specification', () => {
  it('is valid by the shared rules wherever it is given', () => {
    for (const product of demoProducts) {
      if (!product.spec) continue;
      expect(productSpecSchema.safeParse(product.spec).success, product.sku).toBe(true);
      expect(
        specProblems({ ...product.spec, price: product.priceCents / 100, minimum: product.minimum }),
        product.sku,
      ).toEqual([]);
    }
  });
});
