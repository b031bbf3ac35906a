import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { connectDatabase, type DatabaseHandle } from '../connect.ts';
import type { Database } from '../database.ts';
import { migrateToLatest, migrations } from '../migrate.ts';
import { nextOrderNumber } from '../../modules/orders/purchase-orders.repository.ts';

describe.each(testDatabaseKinds)('migration 007 (purchase orders) on %s', (kind) => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.db.destroy();
    await database?.drop();
    handle = undefined;
    database = undefined;
  });

  it('turns every existing order into a numbered one-line purchase order with its status and payment', async () => {
    database = await createTestDatabase(kind);
    handle = connectDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      sqliteSynchronous: 'NORMAL',
    });
    const db = handle.db;
    const migrator = new Migrator({
      db: db as Kysely<unknown>,
      provider: { getMigrations: async () => migrations(kind) },
    });
    expect((await migrator.migrateTo('006-catalog-spec')).error).toBeUndefined();

    await sql`insert into users (id, name, email, "emailVerified", role, "createdAt", "updatedAt")
      values ('u1', 'Bea Buyer', 'bea@example.com', ${kind === 'postgres' ? sql`true` : sql`1`}, 'user', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`.execute(
      db,
    );
    await sql`insert into profiles (user_id, education, location, phone, updated_at)
      values ('u1', 'Acme Aerospace', 'Leeds', '+44 113 496 0000', '2025-01-01T00:00:00.000Z')`.execute(db);
    const order = (
      id: string,
      createdAt: string,
      status: string,
      transactionId: string | null,
      refundId: string | null,
    ) =>
      sql`insert into orders (id, product_id, product_name, unit_price_cents, quantity, total_cents, buyer_id, buyer_email,
        buyer_name, buyer_address, phone, status, transaction_id, payment_intent_id, idempotency_key, refund_id, created_at, updated_at)
        values (${id}, null, 'Old Ti Bar', 1500, 4, 6000, 'u1', 'bea@example.com', 'Bea Buyer', '1 Mill Rd', '+44 113 496 0000',
        ${status}, ${transactionId}, ${transactionId}, ${`key-${id}`}, ${refundId}, ${createdAt}, ${createdAt})`.execute(
        db,
      );
    await order('o-second', '2025-02-02T00:00:00.000Z', 'paid', 'pi_2', null);
    await order('o-first', '2025-02-01T00:00:00.000Z', 'unpaid', null, null);
    await order('o-third', '2025-02-03T00:00:00.000Z', 'cancelled', 'pi_3', 're_3');

    await migrateToLatest(db as Kysely<unknown>, kind);

    const heads = await db.selectFrom('purchase_orders').selectAll().orderBy('number').execute();
    expect(heads.map((head) => [head.id, head.number, head.status, head.payment_status])).toEqual([
      ['po_o-first', 1, 'unpaid', 'unpaid'],
      ['po_o-second', 2, 'paid', 'paid'],
      ['po_o-third', 3, 'cancelled', 'refunded'],
    ]);
    expect(heads[1]).toMatchObject({
      buyer_id: 'u1',
      buyer_company: 'Acme Aerospace',
      ship_to_address: '1 Mill Rd',
      total_cents: 6000,
      transaction_id: 'pi_2',
      idempotency_key: 'key-o-second',
    });
    const lines = await db.selectFrom('orders').select(['id', 'purchase_order_id', 'line_no']).orderBy('id').execute();
    expect(lines).toEqual([
      { id: 'o-first', purchase_order_id: 'po_o-first', line_no: 1 },
      { id: 'o-second', purchase_order_id: 'po_o-second', line_no: 1 },
      { id: 'o-third', purchase_order_id: 'po_o-third', line_no: 1 },
    ]);
    const events = await db.selectFrom('purchase_order_events').select(['purchase_order_id', 'type']).execute();
    expect(events).toEqual(
      expect.arrayContaining([
        { purchase_order_id: 'po_o-first', type: 'placed' },
        { purchase_order_id: 'po_o-second', type: 'paid' },
        { purchase_order_id: 'po_o-third', type: 'cancelled' },
      ]),
    );
    // New orders are numbered after the migrated ones.
    expect(await db.transaction().execute((trx) => nextOrderNumber(trx as Kysely<Database>, kind))).toBe(4);
  });
});
