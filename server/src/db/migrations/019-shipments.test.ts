import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratingDatabase } from '../../testing/migrating-database.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const at = '2025-01-01T00:00:00.000Z';
const shippedAt = '2025-01-03T10:00:00.000Z';

describe.each(testDatabaseKinds)('migration 019 (shipments) on %s', (kind) => {
  const openDatabase = migratingDatabase(kind);

  it('turns each shipped order into one shipment of its shipped lines, and a part-shipped one partially shipped', async () => {
    const database = await openDatabase();
    const { db } = database;
    await database.migrateTo('018-made-to-order-lines');
    const before = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const head = (id: string, number: number, status: string, extra: object = {}) => ({
      id,
      number,
      buyer_email: 'old@example.com',
      buyer_name: 'Old Buyer',
      buyer_company: '',
      ship_to_address: 'Dock 1',
      phone: '+1 412 555 0100',
      notes: '',
      status,
      payment_method: 'card',
      payment_status: 'paid',
      total_cents: 300,
      created_at: at,
      updated_at: at,
      ...extra,
    });
    await before
      .insertInto('purchase_orders')
      .values([
        head('po-shipped', 1, 'delivered', { carrier: 'UPS', tracking_number: '1Z999' }),
        head('po-part', 2, 'paid'),
        head('po-paid', 3, 'paid'),
      ])
      .execute();
    await before
      .insertInto('purchase_order_events')
      .values({ id: 'ev-1', purchase_order_id: 'po-shipped', at: shippedAt, type: 'shipped', note: 'UPS 1Z999' })
      .execute();
    const line = (id: string, purchaseOrderId: string, lineNo: number, status: string) => ({
      id,
      product_id: null,
      product_name: id,
      unit_price_cents: 100,
      quantity: 3,
      total_cents: 300,
      buyer_email: 'old@example.com',
      buyer_name: 'Old Buyer',
      buyer_address: 'Dock 1',
      phone: '+1 412 555 0100',
      status,
      purchase_order_id: purchaseOrderId,
      line_no: lineNo,
      created_at: at,
      updated_at: at,
    });
    for (const row of [
      line('a1', 'po-shipped', 1, 'shipped'),
      line('a2', 'po-shipped', 2, 'shipped'),
      line('a3', 'po-shipped', 3, 'cancelled'),
      line('b1', 'po-part', 1, 'shipped'),
      line('b2', 'po-part', 2, 'paid'),
      line('c1', 'po-paid', 1, 'paid'),
    ]) {
      await before.insertInto('orders').values(row).execute();
    }

    await database.migrateToLatest();

    const shipments = await db.selectFrom('shipments').selectAll().orderBy('purchase_order_id').execute();
    expect(shipments.map((row) => ({ ...row, seq: Number(row.seq) }))).toEqual([
      {
        id: 'shp_po-part',
        purchase_order_id: 'po-part',
        seq: 1,
        carrier: null,
        tracking_number: null,
        shipped_at: at,
        actor_id: null,
      },
      {
        id: 'shp_po-shipped',
        purchase_order_id: 'po-shipped',
        seq: 1,
        carrier: 'UPS',
        tracking_number: '1Z999',
        shipped_at: shippedAt,
        actor_id: null,
      },
    ]);
    const held = await db.selectFrom('shipment_lines').selectAll().orderBy('line_id').execute();
    expect(held.map((row) => [row.shipment_id, row.line_id, Number(row.quantity)])).toEqual([
      ['shp_po-shipped', 'a1', 3],
      ['shp_po-shipped', 'a2', 3],
      ['shp_po-part', 'b1', 3],
    ]);
    const lines = await db.selectFrom('orders').select(['id', 'shipped_quantity']).orderBy('id').execute();
    expect(Object.fromEntries(lines.map((row) => [row.id, Number(row.shipped_quantity)]))).toEqual({
      a1: 3,
      a2: 3,
      a3: 0,
      b1: 3,
      b2: 0,
      c1: 0,
    });
    const statuses = await db.selectFrom('purchase_orders').select(['id', 'status']).orderBy('id').execute();
    expect(statuses).toEqual([
      { id: 'po-paid', status: 'paid' },
      { id: 'po-part', status: 'partially_shipped' },
      { id: 'po-shipped', status: 'delivered' },
    ]);

    // The column never holds more than the line: the last guard against over-shipping.
    await expect(sql`update orders set shipped_quantity = 4 where id = 'b2'`.execute(db)).rejects.toThrow();

    // And back down: the tables and the column go, the order reads as still being made.
    await database.migrateTo('018-made-to-order-lines');
    expect(
      await db.selectFrom('purchase_orders').select('status').where('id', '=', 'po-part').executeTakeFirstOrThrow(),
    ).toEqual({ status: 'in_production' });
    expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(6);
  });
});
