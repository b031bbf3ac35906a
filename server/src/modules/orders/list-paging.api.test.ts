import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { connectDatabase } from '../../db/connect.ts';
import { migrateToLatest, migrations } from '../../db/migrate.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { userIdOf } from './purchase-orders.test-helpers.ts';
import { listPurchaseOrders } from './purchase-orders.repository.ts';

/** 23 orders, five to a moment (ties on created_at): the list's order is then (created_at, number) descending. */
const orderCount = 23;
const momentOf = (i: number) => `2026-03-0${1 + Math.floor(i / 5)}T10:00:00.000Z`;

const head = (i: number, buyer: { id: string | null; email: string }) => ({
  id: `po_paging_${i}`,
  number: 500 + i,
  buyer_id: buyer.id,
  buyer_email: buyer.email,
  buyer_name: i === 7 ? 'Ingrid Ödegaard' : 'Paging Buyer',
  buyer_company: i % 2 === 0 ? 'Even Alloys' : 'Odd Metals',
  po_number: `PO-${1000 + i}`,
  ship_to_address: '1 Dock Road',
  phone: '+1 412 555 0100',
  requested_date: null,
  notes: '',
  status: i % 3 === 0 ? ('unpaid' as const) : ('paid' as const),
  payment_method: 'card' as const,
  payment_status: i % 3 === 0 ? ('unpaid' as const) : ('paid' as const),
  total_cents: 1000,
  created_at: momentOf(i),
  updated_at: momentOf(i),
});

/** The orders' numbers as the list must show them: newest moment first, then the higher number. */
const expectedOrder = (indexes: number[]) =>
  [...indexes]
    .sort((a, b) => momentOf(b).localeCompare(momentOf(a)) || b - a)
    .map((i) => `RM-${String(500 + i).padStart(6, '0')}`);

describe.each(testDatabaseKinds)('GET /purchase-orders paging and search at scale on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'paging-admin@example.com' });
    admin = await signUpAdmin(t, 'paging-admin@example.com');
    buyer = await signUp(t, 'paging-buyer@example.com');
    other = await signUp(t, 'paging-other@example.com');
    const buyerRow = { id: await userIdOf(t, buyer.email), email: buyer.email };
    const otherRow = { id: await userIdOf(t, other.email), email: other.email };
    // Every fourth order is the other buyer's.
    const rows = Array.from({ length: orderCount }, (_, i) => head(i, i % 4 === 3 ? otherRow : buyerRow));
    await t.app.db.insertInto('purchase_orders').values(rows).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const numbers = (body: PurchaseOrder[]) => body.map((order) => order.number);

  /** Follows X-Next-Cursor from the first page to the last. */
  async function walk(as: SignedIn, query: string) {
    const pages: string[][] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 50; guard++) {
      const page = await call(
        t,
        'GET',
        `/purchase-orders?${query}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
        { as },
      );
      expect(page.status).toBe(200);
      pages.push(numbers(page.body));
      expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(0);
      after = page.headers.get('x-next-cursor');
      if (!after) return pages;
    }
    throw new Error('the cursor never ended');
  }

  it('returns every order exactly once, in the list order, ties on the time included, page by cursor', async () => {
    const pages = await walk(admin, 'pageSize=4');
    expect(pages.map((page) => page.length)).toEqual([4, 4, 4, 4, 4, 3]);
    expect(pages.flat()).toEqual(expectedOrder(Array.from({ length: orderCount }, (_, i) => i)));
  });

  it('answers the same pages by offset, from either end of the list, with the cursor of the next page', async () => {
    const byOffset: string[] = [];
    for (let page = 1; page <= 6; page++) {
      const answer = await call(t, 'GET', `/purchase-orders?pageSize=4&page=${page}`, { as: admin });
      expect(Number(answer.headers.get('x-total-count'))).toBe(orderCount);
      // The last page has no next one; every other page says where it starts.
      expect(answer.headers.get('x-next-cursor') === null).toBe(page === 6);
      byOffset.push(...numbers(answer.body));
    }
    expect(byOffset).toEqual(expectedOrder(Array.from({ length: orderCount }, (_, i) => i)));
    const past = await call(t, 'GET', '/purchase-orders?pageSize=4&page=7', { as: admin });
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-next-cursor')).toBeNull();
  });

  it('keeps the filters and who sees what on cursor pages', async () => {
    const mine = Array.from({ length: orderCount }, (_, i) => i).filter((i) => i % 4 !== 3);
    expect((await walk(buyer, 'pageSize=3')).flat()).toEqual(expectedOrder(mine));
    // The buyer's cursor does not open the other buyer's orders.
    expect((await walk(other, 'pageSize=2')).flat()).toEqual(expectedOrder([3, 7, 11, 15, 19]));
    const unpaid = Array.from({ length: orderCount }, (_, i) => i).filter((i) => i % 3 === 0);
    expect((await walk(admin, 'pageSize=2&status=unpaid')).flat()).toEqual(expectedOrder(unpaid));
  });

  it('refuses a cursor it did not make', async () => {
    for (const after of ['nonsense', Buffer.from('["x"]').toString('base64url')]) {
      const answer = await call(t, 'GET', `/purchase-orders?after=${after}`, { as: admin });
      expect(answer.status).toBe(400);
    }
  });

  it('searches through the index exactly as a scan would: any case, inside words, every column, and after an edit', async () => {
    const search = async (q: string) =>
      numbers((await call(t, 'GET', `/purchase-orders?pageSize=100&q=${encodeURIComponent(q)}`, { as: admin })).body);
    const all = Array.from({ length: orderCount }, (_, i) => i);
    expect(await search('ODD met')).toEqual(expectedOrder(all.filter((i) => i % 2 === 1)));
    // A number past PostgreSQL's integers names no order (the fuzzer's 500 on q=4294967296).
    expect(await search('4294967296')).toEqual([]);
    expect(await search('RM-999999999999')).toEqual([]);
    // A search's pages and its total, on a page and past the last one.
    for (const [page, rows] of [
      [2, 5],
      [3, 1],
      [4, 0],
    ] as const) {
      const answer = await call(t, 'GET', `/purchase-orders?pageSize=5&page=${page}&q=odd%20met`, { as: admin });
      expect(answer.body).toHaveLength(rows);
      expect(answer.headers.get('x-total-count')).toBe('11');
    }
    expect(await search('po-1007')).toEqual(expectedOrder([7]));
    expect(await search('INGRID')).toEqual(expectedOrder([7]));
    expect(await search('paging-other@')).toEqual(expectedOrder(all.filter((i) => i % 4 === 3)));
    // A number finds its order; two letters are too short for trigrams and still find by scan.
    expect(await search('RM-000512')).toEqual(expectedOrder([12]));
    expect(await search('dd')).toEqual(expectedOrder(all.filter((i) => i % 2 === 1)));
    // Wildcards are plain characters.
    expect(await search('even%')).toEqual([]);
    // Across two columns is no match, as before the index.
    expect(await search('buyer even')).toEqual([]);

    await t.app.db
      .updateTable('purchase_orders')
      .set({ buyer_company: 'Renamed Tungsten' })
      .where('id', '=', 'po_paging_4')
      .execute();
    expect(await search('renamed tung')).toEqual(expectedOrder([4]));
    expect(await search('even alloys')).toEqual(expectedOrder(all.filter((i) => i % 2 === 0 && i !== 4)));
    await t.app.db.deleteFrom('purchase_orders').where('id', '=', 'po_paging_4').execute();
    expect(await search('renamed')).toEqual([]);
  });

  it('answers totals, all and per status, that stay exact through new orders, changes of status and deletions', async () => {
    const totals = async () => {
      const total = async (query: string) =>
        Number(
          (await call(t, 'GET', `/purchase-orders?pageSize=1${query}`, { as: admin })).headers.get('x-total-count'),
        );
      return { all: await total(''), unpaid: await total('&status=unpaid'), paid: await total('&status=paid') };
    };
    const counted = async () => {
      const rows = await t.app.db.selectFrom('purchase_orders').select('status').execute();
      const of = (status: string) => rows.filter((row) => row.status === status).length;
      return { all: rows.length, unpaid: of('unpaid'), paid: of('paid') };
    };
    expect(await totals()).toEqual(await counted());
    await t.app.db
      .insertInto('purchase_orders')
      .values(head(40, { id: null, email: 'late@example.com' }))
      .execute();
    await t.app.db.updateTable('purchase_orders').set({ status: 'paid' }).where('status', '=', 'unpaid').execute();
    await t.app.db.updateTable('purchase_orders').set({ notes: 'no change of status' }).execute();
    await t.app.db.deleteFrom('purchase_orders').where('id', '=', 'po_paging_5').execute();
    const now = await counted();
    expect(now.unpaid).toBe(0);
    expect(await totals()).toEqual(now);
  });
});

describe.each(testDatabaseKinds)('migration 014 (list indexes) on %s', (kind) => {
  it('makes the orders placed before it searchable', async () => {
    const database = await createTestDatabase(kind);
    const { db } = connectDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      sqliteSynchronous: 'NORMAL',
    });
    try {
      const migrator = new Migrator({
        db: db as Kysely<unknown>,
        provider: { getMigrations: async () => migrations(kind) },
      });
      expect((await migrator.migrateTo('013-units')).error).toBeUndefined();
      await db
        .insertInto('purchase_orders')
        .values([head(1, { id: null, email: 'before@example.com' }), head(2, { id: null, email: 'b@example.com' })])
        .execute();
      await migrateToLatest(db as Kysely<unknown>, kind);
      const found = await listPurchaseOrders(db, { q: 'BEFORE@exam', page: 1, pageSize: 20 });
      expect(found.rows.map((row) => row.id)).toEqual(['po_paging_1']);
      expect(found.total).toBe(1);
      // The counts the totals read start from the orders already there: head(1) is paid, head(2) too.
      expect((await listPurchaseOrders(db, { page: 1, pageSize: 1 })).total).toBe(2);
      expect((await listPurchaseOrders(db, { status: 'paid', page: 1, pageSize: 1 })).total).toBe(2);
      expect((await listPurchaseOrders(db, { status: 'unpaid', page: 1, pageSize: 1 })).total).toBe(0);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
