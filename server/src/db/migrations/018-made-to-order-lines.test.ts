import { type Kysely, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { connectDatabase, type DatabaseHandle } from '../connect.ts';
import type { Database } from '../database.ts';
import { migrateToLatest, migrations } from '../migrate.ts';

const at = '2025-01-01T00:00:00.000Z';

describe.each(testDatabaseKinds)('migration 018 (made-to-order lines) on %s', (kind) => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.db.destroy();
    await database?.drop();
    handle = undefined;
    database = undefined;
  });

  it('reads every existing line as its kind, and a quoted line that took no stock as the quoted item', async () => {
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
    expect((await migrator.migrateTo('017-upload-owners')).error).toBeUndefined();
    await db
      .insertInto('quotes')
      .values({
        id: 'quote-1',
        number: 1,
        buyer_id: null,
        buyer_email: 'bea@example.com',
        buyer_name: 'Bea',
        metal: 'titanium',
        form: 'tube',
        grade: 'Grade 2',
        dimensions: 'OD 30 × wall 2 × 2,400 mm',
        quantity: 40,
        lead_time_days: 35,
        status: 'accepted',
        created_at: at,
        updated_at: at,
      } as never)
      .execute();
    const line = (id: string, extra: object) => ({
      id,
      product_id: null,
      product_name: id,
      unit_price_cents: 100,
      quantity: 1,
      total_cents: 100,
      buyer_id: null,
      buyer_email: 'bea@example.com',
      buyer_name: 'Bea',
      buyer_address: '1 Lane',
      phone: '+1 555 0100',
      status: 'unpaid',
      created_at: at,
      updated_at: at,
      ...extra,
    });
    // One INSERT each: SQLite has no DEFAULT in a multi-row VALUES, and these lines differ in columns.
    for (const row of [
      line('catalog-line', {}),
      line('cut-line', { pieces: 3, length_mm: 1000, unit: 'm', quantity: 3000 }),
      line('made-line', { quote_id: 'quote-1', quantity: 40 }),
    ]) {
      await db
        .insertInto('orders')
        .values(row as never)
        .execute();
    }

    await migrateToLatest(db as Kysely<unknown>, kind);

    const lines = await db
      .selectFrom('orders')
      .select(['id', 'kind', 'metal', 'form', 'grade', 'dimensions', 'lead_time_days'])
      .orderBy('id')
      .execute();
    expect(
      lines.map((row) => ({ ...row, lead_time_days: row.lead_time_days === null ? null : Number(row.lead_time_days) })),
    ).toEqual([
      {
        id: 'catalog-line',
        kind: 'catalog',
        metal: null,
        form: null,
        grade: null,
        dimensions: null,
        lead_time_days: null,
      },
      { id: 'cut-line', kind: 'cut', metal: null, form: null, grade: null, dimensions: null, lead_time_days: null },
      {
        id: 'made-line',
        kind: 'made_to_order',
        metal: 'titanium',
        form: 'tube',
        grade: 'Grade 2',
        dimensions: 'OD 30 × wall 2 × 2,400 mm',
        lead_time_days: 35,
      },
    ]);
    // Open quotes from before read as custom sizes: made to order, no stock moved on acceptance.
    expect(await db.selectFrom('quotes').select(['as_sold', 'certificate_required']).executeTakeFirst()).toMatchObject({
      certificate_required: null,
    });
    expect(Number((await db.selectFrom('quotes').select('as_sold').executeTakeFirstOrThrow()).as_sold)).toBe(0);

    // And back down: the columns go, the lines stay.
    expect((await migrator.migrateTo('017-upload-owners')).error).toBeUndefined();
    expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(3);
  });
});
