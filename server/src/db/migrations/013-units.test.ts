import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toApiProduct } from '../../modules/catalog/product.mapper.ts';
import { toApiOrder } from '../../modules/orders/original-api/order.mapper.ts';
import { migratingDatabase } from '../../testing/migrating-database.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const at = '2025-01-01T00:00:00.000Z';

describe.each(testDatabaseKinds)('migration 013 (units and cut to length) on %s', (kind) => {
  const openDatabase = migratingDatabase(kind);

  it('keeps every existing product and order line by the piece, numbers untouched, and refuses a bad unit', async () => {
    const database = await openDatabase();
    const { db } = database;
    await database.migrateTo('012-companies');

    // A product and an order line as a store of the previous release holds them.
    const before = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await before
      .insertInto('products')
      .values({
        sku: 'OLD-1',
        name: 'Bar from before units',
        picture: '/images/products/titanium-bar.svg',
        about: 'Sold by the piece',
        total: 57,
        minimum: 2,
        price_cents: 1999,
        origin: 'USA',
        metal: 'titanium',
        form: 'bar',
        increment: 1,
        price_breaks: JSON.stringify([{ minQuantity: 10, priceCents: 1800 }]),
        created_at: at,
        updated_at: at,
      })
      .execute();
    const { id: productId } = await db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    await before
      .insertInto('orders')
      .values({
        id: 'o-1',
        product_id: productId,
        product_name: 'Bar from before units',
        unit_price_cents: 1999,
        quantity: 3,
        total_cents: 5997,
        buyer_email: 'old@example.com',
        buyer_name: 'Old Buyer',
        buyer_address: 'Dock 1',
        phone: '+1 412 555 0100',
        status: 'unpaid',
        line_no: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();

    await database.migrateToLatest();
    const product = toApiProduct(await db.selectFrom('products').selectAll().executeTakeFirstOrThrow());
    expect(product).toMatchObject({
      unit: 'pcs',
      total: 57,
      minimum: 2,
      increment: 1,
      price: 19.99,
      priceBreaks: [{ minQuantity: 10, price: 18 }],
      density: null,
      cutToLength: null,
      weightKg: null,
      weightPerMetreKg: null,
    });
    const order = toApiOrder(await db.selectFrom('orders').selectAll().executeTakeFirstOrThrow());
    expect(order).toMatchObject({ unit: 'pcs', productQuantity: 3, productPrice: 59.97, cut: null, weightKg: null });

    // The database itself refuses a unit, density or cut it does not know.
    for (const bad of [{ unit: 'ft' }, { density_kg_m3: 0 }, { cut_min_mm: 0 }, { cut_fee_cents: -1 }]) {
      await expect(
        db.updateTable('products').set(bad).where('id', '=', productId).execute(),
        JSON.stringify(bad),
      ).rejects.toThrow();
    }
    // Cut lines: several per buyer and product.
    const tables =
      kind === 'postgres'
        ? (await sql<{ name: string }>`select tablename as name from pg_tables`.execute(db)).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows;
    expect(tables.map((row) => row.name)).toContain('cart_cuts');
  });
});
