import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratingDatabase } from '../../testing/migrating-database.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const at = '2025-01-01T00:00:00.000Z';

describe.each(testDatabaseKinds)('migration 026 (heat lots) on %s', (kind) => {
  const openDatabase = migratingDatabase(kind);

  it('puts the stock of every product that has some into one lot UNASSIGNED, and refuses a lot below zero', async () => {
    const database = await openDatabase();
    const { db } = database;
    await database.migrateTo('025-export-compliance');
    const product = (sku: string, total: number) =>
      ({
        sku,
        name: sku,
        picture: '',
        about: '',
        total,
        minimum: 1,
        price_cents: 100,
        origin: '',
        metal: null,
        form: null,
        created_at: at,
        updated_at: at,
      }) as never;
    await db
      .insertInto('products')
      .values([product('IN-STOCK', 40), product('SOLD-OUT', 0)])
      .execute();

    await database.migrateToLatest();

    const lots = await db
      .selectFrom('lots')
      .innerJoin('products', 'products.id', 'lots.product_id')
      .select(['sku', 'heat_number', 'quantity', 'public', 'notes', 'certificate_document_id'])
      .execute();
    expect(lots).toEqual([
      { sku: 'IN-STOCK', heat_number: 'UNASSIGNED', quantity: 40, public: 0, notes: '', certificate_document_id: null },
    ]);
    const lot = await db.selectFrom('lots').select(['id', 'product_id', 'received_on']).executeTakeFirstOrThrow();
    expect(lot.received_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(sql`update lots set quantity = -1`.execute(db)).rejects.toThrow();
    await expect(
      sql`insert into lots (id, product_id, heat_number, quantity, received_on, created_at)
        values ('again', ${lot.product_id}, 'UNASSIGNED', 1, ${'2025-01-02'}, ${at})`.execute(db),
    ).rejects.toThrow();
    await db.deleteFrom('products').where('sku', '=', 'IN-STOCK').execute();
    expect(await db.selectFrom('lots').selectAll().execute()).toEqual([]);
  });
});
