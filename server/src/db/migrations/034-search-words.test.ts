import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratingDatabase } from '../../testing/migrating-database.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const at = '2025-01-01T00:00:00.000Z';

describe.each(testDatabaseKinds)('migration 034 (the typo check words) on %s', (kind) => {
  const openDatabase = migratingDatabase(kind);

  it('fills search_words from the products already there, then follows every write of their words', async () => {
    const database = await openDatabase();
    const { db } = database;
    await database.migrateTo('032-dimension-filters');
    const before = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const product = (sku: string, name: string) => ({
      sku,
      name,
      picture: '/images/products/titanium-bar.svg',
      about: 'Words of the description are not in the vocabulary.',
      total: 5,
      minimum: 1,
      price_cents: 1000,
      origin: 'USA',
      metal: 'titanium',
      form: 'tube',
      grade: 'Grade 2',
      increment: 1,
      created_at: at,
      updated_at: at,
    });
    await before
      .insertInto('products')
      .values([product('OLD-1', 'Seamless Titanium Tube'), product('OLD-2', 'Welded Titanium Tube, Ø 6 mm')])
      .execute();

    await database.migrateToLatest();
    const words = async () => {
      const { rows } = await sql<{ word: string; products: number }>`
        select word, products from search_words order by word`.execute(db);
      return Object.fromEntries(rows.map((row) => [row.word, Number(row.products)]));
    };
    // Four letters a–z or more, of name, grade, standard, form and metal, once per product.
    expect(await words()).toEqual({ grade: 2, seamless: 1, titanium: 2, tube: 2, welded: 1 });

    // A stock change moves no word; a rename moves them; a deletion takes its words away.
    await before.updateTable('products').set({ total: 9 }).where('sku', '=', 'OLD-1').execute();
    await before.updateTable('products').set({ name: 'Cold Drawn Titanium Tube' }).where('sku', '=', 'OLD-1').execute();
    expect(await words()).toEqual({ cold: 1, drawn: 1, grade: 2, titanium: 2, tube: 2, welded: 1 });
    await before.deleteFrom('products').where('sku', '=', 'OLD-2').execute();
    expect(await words()).toEqual({ cold: 1, drawn: 1, grade: 1, titanium: 1, tube: 1 });
  });
});
