import { describe, expect, it } from 'vitest';
import { migratingDatabase } from '../../testing/migrating-database.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const at = '2025-01-01T00:00:00.000Z';

describe.each(testDatabaseKinds)('migration 018 (made-to-order lines) on %s', (kind) => {
  const openDatabase = migratingDatabase(kind);

  it('reads every existing line as its kind, and a quoted line that took no stock as the quoted item', async () => {
    const database = await openDatabase();
    const { db } = database;
    await database.migrateTo('017-upload-owners');
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

    await database.migrateToLatest();

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
    await database.migrateTo('017-upload-owners');
    expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(3);
  });
});
