import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * A product's name and about in German and French (PRODUCT.md §18): JSON text of
 * `{de: {name, about}, fr: {…}}` (shared/catalog/product-translations.schema.ts), '{}' for none,
 * so every product written before reads in English everywhere. Text, not json/jsonb, on both
 * engines, as `dimensions` and `prices_json` are: the mapper reads it.
 *
 * And searchable: a buyer in Stuttgart types "Rundstange". The translated texts join the about
 * search text (migration 031), ranked below the key text (name, SKU, grade…), so an English query
 * finds and orders exactly what it did; the database keeps it on every write as 031 does, with the
 * accents off as a query's are (search-query.ts), so "Sonderlänge" finds "Sonderlänge". SQLite:
 * the insert and update triggers of 031 again, with the translations in the about text and in the
 * columns an update watches. PostgreSQL: the generated `search_about` again, with them.
 */

/**
 * Accented letters and the letter a query reads them as: the search reads a query's accents off
 * (search-query.ts normalText), so "Sonderlänge" is looked for as "sonderlange", and 031's texts,
 * written when the catalog was English, kept them. Capitals too: SQLite's lower() is ASCII only.
 */
const accented = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ';
const plain = 'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy';

/** Migration 031's separators, as they were when this migration was written. */
const separators = `-,/()[]"':;&+×_|*!?#=<>~–—`;
const keyColumns = ['name', 'sku', 'grade', 'standard', 'origin', 'form', 'metal'] as const;
const compactColumns = ['name', 'sku', 'grade', 'standard'] as const;
/** 031's searchSourceColumns and the translations. */
const sourceColumns = [
  'name',
  'sku',
  'grade',
  'standard',
  'origin',
  'form',
  'metal',
  'dimensions',
  'about',
  'translations',
] as const;

function sqliteNormal(value: RawBuilder<unknown>): RawBuilder<string> {
  let text: RawBuilder<unknown> = sql`lower(coalesce(${value}, ''))`;
  for (const c of separators) text = sql`replace(${text}, ${sql.lit(c)}, ' ')`;
  return text as RawBuilder<string>;
}

function sqliteUnaccented(value: RawBuilder<unknown>): RawBuilder<string> {
  let text: RawBuilder<unknown> = value;
  [...accented].forEach((c, i) => (text = sql`replace(${text}, ${sql.lit(c)}, ${sql.lit(plain[i]!)})`));
  return text as RawBuilder<string>;
}

/** 031's texts, the about text followed by every translated text (a malformed JSON reads as none). */
function sqliteTexts() {
  const col = (name: string) => sql.raw(`products.${name}`);
  const normal = keyColumns.map((c) => sqliteNormal(col(c)));
  const compact = compactColumns.map((c) => sql`replace(${sqliteNormal(col(c))}, ' ', '')`);
  const dims = sql`(select coalesce(group_concat(' ' || cast(value as text) || 'mm', ''), '') from json_each(${col('dimensions')}))`;
  const key = sql`' ' || ${sql.join(normal, sql` || ' ' || `)} || ' ' || ${dims} || ' | ' || ${sql.join(compact, sql` || ' ' || `)} || ' '`;
  const translated = sql`(case when json_valid(${col('translations')}) then (select coalesce(group_concat(value, ' '), '') from json_tree(${col('translations')}) where type = 'text') end)`;
  const about = sql`' ' || ${sqliteNormal(col('about'))} || ' ' || ${sqliteNormal(sqliteUnaccented(translated))} || ' '`;
  return { key, about };
}

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  const texts = sqliteTexts();
  const fill = sql`update products set search_key = ${texts.key}, search_about = ${texts.about}`;
  const bump = sql`update search_state set version = version + 1 where id = 1;`;
  const index = sql`insert into products_find (rowid, search_key, search_about)
      select id, search_key, search_about from products where id = new.id;`;
  const forget = sql`insert into products_find (products_find, rowid, search_key, search_about)
      values ('delete', old.id, old.search_key, old.search_about);`;
  await sql`drop trigger products_find_insert`.execute(db);
  await sql`drop trigger products_find_update`.execute(db);
  await sql`
    create trigger products_find_insert after insert on products begin
      ${fill} where id = new.id;
      ${index}
      ${bump}
    end`.execute(db);
  await sql`
    create trigger products_find_update after update of ${sql.raw(sourceColumns.join(', '))} on products begin
      ${forget}
      ${fill} where id = new.id;
      ${index}
      ${bump}
    end`.execute(db);
  // Every product has '{}': its texts are as before, and the index is rebuilt from them anyway.
  await fill.execute(db);
  await sql`insert into products_find (products_find) values ('rebuild')`.execute(db);
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function product_search_translations(text) returns text language sql immutable parallel safe
    as $$ select translate(coalesce(string_agg(texts.value, ' '), ''), ${sql.lit(accented)}, ${sql.lit(plain)})
          from jsonb_each(coalesce($1, '{}')::jsonb) as languages, jsonb_each_text(languages.value) as texts $$`.execute(
    db,
  );
  // A generated column's expression cannot change: dropped (with its index) and added again.
  await sql`alter table products drop column search_about`.execute(db);
  await sql`
    alter table products add column search_about text generated always as (
      ' ' || product_search_normal(about) || ' ' || product_search_normal(product_search_translations(translations)) || ' '
    ) stored`.execute(db);
  await sql`create index products_search_about_trgm on products using gin (search_about gin_trgm_ops)`.execute(db);
  await sql`drop trigger products_search_update on products`.execute(db);
  await sql`
    create trigger products_search_update after update of ${sql.raw(sourceColumns.join(', '))} on products
    for each statement execute function products_search_bump()`.execute(db);
}

export function productTranslations(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('translations', 'text', (column) => column.notNull().defaultTo('{}'))
        .execute();
      if (kind === 'postgres') await postgresUp(db);
      else await sqliteUp(db);
    },
  };
}
