import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Search that reads a query as a buyer means it (PRODUCT.md §23, docs/decisions/034-search.md).
 *
 * Each product gets two search texts, built by the database on every write so that no writer can
 * forget them (the admin's forms, the CSV import, a seed, a bench's bulk insert):
 * - the key text: name, SKU, grade, standard, origin, form and metal, lower-cased with punctuation
 *   as spaces and padded with spaces (so " 5 " is the whole number 5), then each dimension as
 *   " 25.4mm", then " | " and the same words with no spaces at all ("ti6al4v" for "Ti-6Al-4V");
 * - the about text: the description, treated the same way, ranked below the key text.
 * Both engines keep them in products.search_key and products.search_about: SQLite fills them by
 * triggers and indexes them in an FTS5 trigram table (`products_find`, external content);
 * PostgreSQL generates them and indexes them with pg_trgm GIN indexes.
 * `search_state.version` changes with every change of the words, so that the vocabulary of the
 * typo check (product-search.ts) is read again only when it could differ.
 */

/** Characters read as spaces, in the index and in a query (product-search.ts uses the same list). */
export const searchSeparators = `-,/()[]"':;&+×_|*!?#=<>~–—`;

/** The product columns the search texts are built from; a change of any of them rebuilds them. */
export const searchSourceColumns = [
  'name',
  'sku',
  'grade',
  'standard',
  'origin',
  'form',
  'metal',
  'dimensions',
  'about',
] as const;

const keyColumns = ['name', 'sku', 'grade', 'standard', 'origin', 'form', 'metal'] as const;
const compactColumns = ['name', 'sku', 'grade', 'standard'] as const;

/** SQLite has no translate(): one replace() per separator. */
function sqliteNormal(value: RawBuilder<unknown>): RawBuilder<string> {
  let text: RawBuilder<unknown> = sql`lower(coalesce(${value}, ''))`;
  for (const c of searchSeparators) text = sql`replace(${text}, ${sql.lit(c)}, ' ')`;
  return text as RawBuilder<string>;
}

function sqliteTexts(row: 'products') {
  const col = (name: string) => sql.raw(`${row}.${name}`);
  const normal = keyColumns.map((c) => sqliteNormal(col(c)));
  const compact = compactColumns.map((c) => sql`replace(${sqliteNormal(col(c))}, ' ', '')`);
  const dims = sql`(select coalesce(group_concat(' ' || cast(value as text) || 'mm', ''), '') from json_each(${col('dimensions')}))`;
  const key = sql`' ' || ${sql.join(normal, sql` || ' ' || `)} || ' ' || ${dims} || ' | ' || ${sql.join(compact, sql` || ' ' || `)} || ' '`;
  const about = sql`' ' || ${sqliteNormal(col('about'))} || ' '`;
  return { key, about };
}

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  // The texts are columns of products on both engines, so the ranking reads them from the row the
  // listing reads anyway; the FTS5 table indexes them as external content.
  await sql`alter table products add column search_key text not null default ''`.execute(db);
  await sql`alter table products add column search_about text not null default ''`.execute(db);
  const texts = sqliteTexts('products');
  const fill = sql`update products set search_key = ${texts.key}, search_about = ${texts.about}`;
  await fill.execute(db);
  await sql`
    create virtual table products_find using fts5(
      search_key, search_about, content = 'products', content_rowid = 'id', tokenize = 'trigram'
    )`.execute(db);
  await sql`insert into products_find (products_find) values ('rebuild')`.execute(db);
  const bump = sql`update search_state set version = version + 1 where id = 1;`;
  const index = sql`insert into products_find (rowid, search_key, search_about)
      select id, search_key, search_about from products where id = new.id;`;
  const forget = sql`insert into products_find (products_find, rowid, search_key, search_about)
      values ('delete', old.id, old.search_key, old.search_about);`;
  // Setting search_key and search_about fires none of these triggers: they are not in the lists.
  await sql`
    create trigger products_find_insert after insert on products begin
      ${fill} where id = new.id;
      ${index}
      ${bump}
    end`.execute(db);
  await sql`
    create trigger products_find_delete after delete on products begin
      ${forget}
      ${bump}
    end`.execute(db);
  await sql`
    create trigger products_find_update after update of ${sql.raw(searchSourceColumns.join(', '))} on products begin
      ${forget}
      ${fill} where id = new.id;
      ${index}
      ${bump}
    end`.execute(db);
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  const separators = sql.lit(searchSeparators);
  const spaces = sql.lit(' '.repeat([...searchSeparators].length));
  await sql`
    create function product_search_normal(text) returns text language sql immutable parallel safe
    as $$ select translate(lower(coalesce($1, '')), ${separators}, ${spaces}) $$`.execute(db);
  await sql`
    create function product_search_dims(text) returns text language sql immutable parallel safe
    as $$ select coalesce(string_agg(' ' || value || 'mm', '' order by key), '') from json_each_text(coalesce($1, '{}')::json) $$`.execute(
    db,
  );
  const normal = keyColumns.map((c) => sql`product_search_normal(${sql.ref(c)})`);
  const compact = compactColumns.map((c) => sql`replace(product_search_normal(${sql.ref(c)}), ' ', '')`);
  const key = sql`' ' || ${sql.join(normal, sql` || ' ' || `)} || ' ' || product_search_dims(dimensions) || ' | ' || ${sql.join(compact, sql` || ' ' || `)} || ' '`;
  await sql`alter table products add column search_key text generated always as (${key}) stored`.execute(db);
  await sql`
    alter table products add column search_about text
    generated always as (' ' || product_search_normal(about) || ' ') stored`.execute(db);
  await sql`create index products_search_key_trgm on products using gin (search_key gin_trgm_ops)`.execute(db);
  await sql`create index products_search_about_trgm on products using gin (search_about gin_trgm_ops)`.execute(db);
  await sql`
    create function products_search_bump() returns trigger language plpgsql as $$
    begin
      update search_state set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const [name, event] of [
    ['insert', sql`insert`],
    ['delete', sql`delete`],
    ['update', sql`update of ${sql.raw(searchSourceColumns.join(', '))}`],
  ] as const)
    await sql`
      create trigger ${sql.raw(`products_search_${name}`)} after ${event} on products
      for each statement execute function products_search_bump()`.execute(db);
}

export function search(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('search_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into search_state (id, version) values (1, 0)`.execute(db);
      if (kind === 'postgres') await postgresUp(db);
      else await sqliteUp(db);
    },
  };
}
