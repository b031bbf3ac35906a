import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { connectDatabase, type DatabaseHandle } from './connect.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { preparedQuery } from './prepared-query.ts';

const at = '2025-01-01T00:00:00.000Z';
const namesOf = preparedQuery((db: Kysely<Database>, metal: string, minimum: number) =>
  db
    .selectFrom('products')
    .select('name')
    .where('metal', '=', metal)
    .where('minimum', '>=', minimum)
    .where(sql<boolean>`${'constant'} = 'constant'`)
    .orderBy('name'),
);

// Every kind in one process, as the API tests run them: each dialect compiles its own SQL.
describe.each(testDatabaseKinds)('a prepared query on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  const statements: string[] = [];
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = connectDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      sqliteSynchronous: 'NORMAL',
      onStatement: (text) => statements.push(text),
    });
    db = handle.db;
    await migrateToLatest(db as Kysely<unknown>, kind);
    const product = (sku: string, metal: string, minimum: number) => ({
      sku,
      name: `Bar ${sku}`,
      picture: '/images/products/titanium-bar.svg',
      about: 'A bar',
      total: 100,
      minimum,
      price_cents: 1000,
      origin: 'USA',
      metal,
      form: 'bar',
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto('products')
      .values([product('A', 'titanium', 1), product('B', 'titanium', 5), product('C', 'nickel', 5)])
      .execute();
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await database?.drop();
  });

  it("runs each call with that call's values, in the order given", async () => {
    expect(await namesOf(db, 'titanium', 1)).toEqual([{ name: 'Bar A' }, { name: 'Bar B' }]);
    expect(await namesOf(db, 'titanium', 2)).toEqual([{ name: 'Bar B' }]);
    expect(await namesOf(db, 'nickel', 1)).toEqual([{ name: 'Bar C' }]);
    expect(await namesOf(db, 'tungsten', 1)).toEqual([]);
  });

  it('reads inside the transaction it is given, and is logged as any statement', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('products').set({ metal: 'tungsten' }).where('sku', '=', 'C').execute();
        statements.length = 0;
        expect(await namesOf(trx, 'tungsten', 1)).toEqual([{ name: 'Bar C' }]);
        expect(statements).toHaveLength(1);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await namesOf(db, 'tungsten', 1)).toEqual([]);
  });

  it('refuses a build that uses a value other than as a value', async () => {
    const wrong = preparedQuery((db: Kysely<Database>, column: string) =>
      db
        .selectFrom('products')
        .select('name')
        .where(sql.raw(String(column)), '=', 'x'),
    );
    await expect(wrong(db, 'metal')).rejects.toThrow(/each of its values to Kysely as a value/);
  });
});
