import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratingDatabase } from '../../testing/migrating-database.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { billToOf, shipToOf } from '../../modules/orders/index.ts';

const at = '2025-01-01T00:00:00.000Z';

describe.each(testDatabaseKinds)('migration 021 (structured addresses) on %s', (kind) => {
  const openDatabase = migratingDatabase(kind);

  it('reads every old address as before: its text as line1 in the home country, a company order billed to the company', async () => {
    const database = await openDatabase();
    const { db } = database;
    await database.migrateTo('019-shipments');
    const before = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await before
      .insertInto('users')
      .values(
        ['u-1', 'u-2'].map((id) => ({
          id,
          name: id,
          email: `${id}@example.com`,
          emailVerified: kind === 'postgres' ? true : 1,
          image: null,
          role: 'user',
          createdAt: at,
          updatedAt: at,
        })),
      )
      .execute();
    const profile = { education: '', location: '', phone: '', updated_at: at };
    await before
      .insertInto('profiles')
      .values([
        { user_id: 'u-1', ...profile, ship_to_address: 'Dock 1\nErie PA' },
        { user_id: 'u-2', ...profile, ship_to_address: '' },
      ])
      .execute();
    await before
      .insertInto('companies')
      .values({
        id: 'c-1',
        name: 'Keystone',
        tax_id: '25-1',
        billing_address: '600 Grant St\nPittsburgh',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await before
      .insertInto('company_addresses')
      .values({ id: 'a-1', company_id: 'c-1', position: 0, label: 'Plant', address: ' Plant 2 ', is_default: 1 })
      .execute();
    const head = (id: string, number: number, companyId: string | null) => ({
      id,
      number,
      buyer_email: 'u-1@example.com',
      buyer_name: 'Old Buyer',
      buyer_company: 'Old Co',
      ship_to_address: 'Dock 1\nErie PA',
      phone: '+1 412 555 0100',
      notes: '',
      status: 'unpaid',
      payment_method: 'card',
      payment_status: 'unpaid',
      total_cents: 300,
      company_id: companyId,
      created_at: at,
      updated_at: at,
    });
    await before
      .insertInto('purchase_orders')
      .values([head('po-alone', 1, null), head('po-co', 2, 'c-1')])
      .execute();

    await database.migrateToLatest();

    const oldText = { line1: 'Dock 1\nErie PA', city: '', country: 'US' };
    const heads = await db.selectFrom('purchase_orders').selectAll().orderBy('number').execute();
    expect(heads.map((row) => JSON.parse(row.ship_to_json!))).toEqual([oldText, oldText]);
    const [alone, company] = heads as [(typeof heads)[number], (typeof heads)[number]];
    expect(shipToOf(alone)).toEqual({ ...oldText, address: 'Dock 1\nErie PA', phone: '+1 412 555 0100' });
    expect(billToOf(alone)).toEqual({
      name: 'Old Buyer',
      company: 'Old Co',
      address: { ...oldText, address: 'Dock 1\nErie PA' },
      taxIds: [],
    });
    expect(billToOf(company)).toEqual({
      name: 'Keystone',
      address: { line1: '600 Grant St\nPittsburgh', city: '', country: 'US', address: '600 Grant St\nPittsburgh' },
      taxIds: ['25-1'],
    });
    // The text columns are untouched: SPEC.md's buyerAddress and every `address` read as before.
    expect(heads.map((row) => row.ship_to_address)).toEqual(['Dock 1\nErie PA', 'Dock 1\nErie PA']);
    const companyRow = await db.selectFrom('companies').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(companyRow.billing_address_json!)).toEqual({
      line1: '600 Grant St\nPittsburgh',
      city: '',
      country: 'US',
    });
    const kept = await db.selectFrom('company_addresses').selectAll().executeTakeFirstOrThrow();
    expect([kept.address, JSON.parse(kept.address_json!)]).toEqual([
      ' Plant 2 ',
      { line1: 'Plant 2', city: '', country: 'US' },
    ]);
    const profiles = await db.selectFrom('profiles').select(['user_id', 'ship_to_json']).orderBy('user_id').execute();
    expect(profiles.map((row) => (row.ship_to_json ? JSON.parse(row.ship_to_json) : null))).toEqual([oldText, null]);

    // And back down: the structure goes, the text stays.
    await database.migrateTo('019-shipments');
    expect(await before.selectFrom('purchase_orders').select('ship_to_address').orderBy('number').execute()).toEqual([
      { ship_to_address: 'Dock 1\nErie PA' },
      { ship_to_address: 'Dock 1\nErie PA' },
    ]);
  });
});
