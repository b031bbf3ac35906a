import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratingDatabase } from '../../testing/migrating-database.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const at = '2025-01-01T00:00:00.000Z';
const product = (sku: string, name: string) => ({
  sku,
  name,
  picture: '/images/products/titanium-bar.svg',
  about: 'A seamless tube.',
  total: 5,
  minimum: 1,
  price_cents: 1000,
  origin: 'USA',
  metal: 'titanium',
  form: 'tube',
  increment: 1,
  created_at: at,
  updated_at: at,
});

describe('migration 039 (narrow search texts) on sqlite', () => {
  const openDatabase = migratingDatabase('sqlite');

  it('keeps no copy, since its FTS5 index holds the texts', async () => {
    const { db, migrateToLatest } = await openDatabase();
    await migrateToLatest();
    const { rows } = await sql`select name from sqlite_master where name = 'search_texts'`.execute(db);
    expect(rows).toEqual([]);
  });
});

const postgres = testDatabaseKinds.filter((kind) => kind === 'postgres');
describe.each(postgres)('migration 039 (narrow search texts) on %s', (kind) => {
  const openDatabase = migratingDatabase(kind);

  it('copies the products already there, then follows every insert, change of text and delete', async () => {
    const database = await openDatabase();
    const { db } = database;
    await database.migrateTo('038-price-desc-index');
    const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await loose.insertInto('products').values(product('OLD-1', 'Seamless Titanium Tube')).execute();
    await database.migrateToLatest();
    // The narrow copy, and where it differs from the products row it copies.
    const copies = async () => {
      const { rows } = await sql<{ sku: string; key: string; form: string; differs: boolean }>`
        select p.sku, t.search_key as key, t.form,
          (t.metal, t.form, t.search_key, t.search_about) is distinct from (p.metal, p.form, p.search_key, p.search_about) as differs
        from products p left join search_texts t on t.id = p.id order by p.sku`.execute(db);
      return rows;
    };
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from search_texts`.execute(db)).rows[0]!.n);

    expect((await copies()).map((r) => [r.sku, r.differs])).toEqual([['OLD-1', false]]);
    // A bulk insert (one statement), then a rename, a stock change, a delete.
    await loose
      .insertInto('products')
      .values([product('NEW-1', 'Welded Tube'), product('NEW-2', 'Niobium Foil')])
      .execute();
    expect((await copies()).map((r) => [r.sku, r.differs])).toEqual([
      ['NEW-1', false],
      ['NEW-2', false],
      ['OLD-1', false],
    ]);
    await loose.updateTable('products').set({ name: 'Quokkalite Tube' }).where('sku', '=', 'NEW-1').execute();
    await loose.updateTable('products').set({ total: 9 }).execute();
    await loose.updateTable('products').set({ form: 'bar' }).where('sku', '=', 'OLD-1').execute();
    expect((await copies()).find((r) => r.sku === 'OLD-1')).toMatchObject({ form: 'bar', differs: false });
    const renamed = (await copies()).find((r) => r.sku === 'NEW-1')!;
    expect(renamed).toMatchObject({ differs: false });
    expect(renamed.key).toContain('quokkalite');
    await loose.deleteFrom('products').where('sku', '=', 'NEW-2').execute();
    expect(await count()).toBe(2);
  });
});
