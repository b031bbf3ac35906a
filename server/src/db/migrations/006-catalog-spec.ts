import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/** Columns of the products table that the search covers (docs/product/catalog.md, plus origin as before). */
export const searchedColumns = ['name', 'about', 'sku', 'grade', 'standard', 'origin'] as const;

/**
 * The catalog by specification (docs/product/catalog.md): the specification columns, a SKU for every
 * product, indexes for the new filters and sorts, and the search index.
 * - Existing rows keep working: every new column is null or has a default, and products added
 *   without a SKU get `RM-` + their zero-padded id (the same rule the repository applies to new
 *   ones).
 * - `main_dimension_mm` is derived from `form` and `dimensions` by the shared `mainDimension()` on
 *   every write (catalog.repository.ts), so the size filter is a plain indexed range.
 * - Search finds partial words: an FTS5 table with the trigram tokenizer on SQLite, kept in sync by
 *   triggers (an UPDATE that only touches stock does not fire them), and a pg_trgm GIN index over
 *   a generated, lower-cased search text on PostgreSQL.
 */
export function catalogSpec(kind: DatabaseKind) {
  const real = kind === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>) {
      if (kind === 'postgres') await requirePgTrgm(db);
      // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
      const products = () => db.schema.alterTable('products');
      for (const column of ['grade', 'standard', 'condition', 'certificate'])
        await products().addColumn(column, 'text').execute();
      await products()
        .addColumn('dimensions', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await products().addColumn('main_dimension_mm', real).execute();
      await products()
        .addColumn('increment', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`increment >= 1`),
        )
        .execute();
      await products().addColumn('maximum', 'integer').execute();
      await products()
        .addColumn('price_breaks', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await products().addColumn('lead_time_days', 'integer').execute();

      const padded = kind === 'postgres' ? sql`lpad(id::text, 5, '0')` : sql`printf('%05d', id)`;
      await sql`update products set sku = 'RM-' || ${padded} where sku is null`.execute(db);

      // Filters and sorts of GET /products/ (catalog order, created_at then id, breaks ties).
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on('products').columns(columns).execute();
      await index('products_grade', ['grade']);
      await index('products_standard', ['standard']);
      await index('products_main_dimension', ['main_dimension_mm']);
      await index('products_price', ['price_cents', 'id']);
      await index('products_name', ['name', 'id']);

      if (kind === 'postgres') await postgresSearch(db);
      else await sqliteSearch(db);
    },
  };
}

async function requirePgTrgm(db: Kysely<unknown>): Promise<void> {
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch (error) {
    throw new Error(
      'The catalog search needs the PostgreSQL extension pg_trgm, and it could not be created. ' +
        'Run `CREATE EXTENSION pg_trgm;` in the store database as a superuser (it ships with PostgreSQL ' +
        'contrib), then start the store again.',
      { cause: error },
    );
  }
}

async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  const text = searchedColumns.map((column) => sql`coalesce(${sql.ref(column)}, '')`);
  await sql`
    alter table products add column search_text text
    generated always as (lower(${sql.join(text, sql` || ' ' || `)})) stored`.execute(db);
  await sql`create index products_search_trgm on products using gin (search_text gin_trgm_ops)`.execute(db);
}

async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  const columns = sql.raw(searchedColumns.join(', '));
  const newValues = sql.raw(searchedColumns.map((column) => `new.${column}`).join(', '));
  const oldValues = sql.raw(searchedColumns.map((column) => `old.${column}`).join(', '));
  // External content: the index holds only the trigrams; the text stays in products.
  await sql`
    create virtual table products_search using fts5(
      ${columns}, content = 'products', content_rowid = 'id', tokenize = 'trigram'
    )`.execute(db);
  await sql`
    create trigger products_search_insert after insert on products begin
      insert into products_search (rowid, ${columns}) values (new.id, ${newValues});
    end`.execute(db);
  await sql`
    create trigger products_search_delete after delete on products begin
      insert into products_search (products_search, rowid, ${columns}) values ('delete', old.id, ${oldValues});
    end`.execute(db);
  await sql`
    create trigger products_search_update after update of ${columns} on products begin
      insert into products_search (products_search, rowid, ${columns}) values ('delete', old.id, ${oldValues});
      insert into products_search (rowid, ${columns}) values (new.id, ${newValues});
    end`.execute(db);
  await sql`insert into products_search (products_search) values ('rebuild')`.execute(db);
}
