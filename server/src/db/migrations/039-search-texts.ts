import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * PostgreSQL: the search texts (031's products.search_key and search_about) again in a narrow table
 * of their own, `search_texts`, with their pg_trgm indexes (issue 32: a search at 100k products
 * under 50 ms; ADR 034, "PostgreSQL's narrow search texts").
 *
 * pg_trgm's index only narrows a LIKE down: every candidate is checked against its text in the
 * table, and a common word's candidates ("grade": 30,402 at 100k) lie on nearly every page of
 * products, whose rows carry the description, its translations and every other column (1.3 kB):
 * 15,416 pages read to count them. Here a row is the id and the two texts (~0.4 kB), so the same
 * check reads a third of the pages. The row also holds the metal and the form (indexed), the filters a
 * search most often has beside it: "ASTM" among tubes is counted from the 19,004 tubes' narrow rows,
 * not by reading every product. A search with no other filter finds its matches here alone; the
 * products row is read for the page's rows and the ranking window only.
 *
 * Kept by the database as 031's texts are: a statement trigger copies the rows an insert adds (a
 * bulk insert in one statement), a row trigger the texts an update changes (a stock or price
 * change fires nothing), and a delete cascades. SQLite needs none of it: its FTS5 index holds the
 * texts and counts its matches without reading a row.
 */
export function searchTexts(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      await sql`
        create table search_texts (
          id bigint primary key references products (id) on delete cascade,
          metal text,
          form text,
          search_key text not null,
          search_about text not null
        )`.execute(db);
      await sql`insert into search_texts (id, metal, form, search_key, search_about)
        select id, metal, form, search_key, search_about from products`.execute(db);
      await sql`create index search_texts_key_trgm on search_texts using gin (search_key gin_trgm_ops)`.execute(db);
      await sql`create index search_texts_about_trgm on search_texts using gin (search_about gin_trgm_ops)`.execute(db);
      await sql`create index search_texts_form on search_texts (form, metal)`.execute(db);
      await sql`create index search_texts_metal on search_texts (metal)`.execute(db);
      await sql`
        create function search_texts_insert() returns trigger language plpgsql as $$
        begin
          insert into search_texts (id, metal, form, search_key, search_about)
            select id, metal, form, search_key, search_about from new_rows;
          return null;
        end $$`.execute(db);
      await sql`
        create function search_texts_update() returns trigger language plpgsql as $$
        begin
          update search_texts set metal = new.metal, form = new.form, search_key = new.search_key,
            search_about = new.search_about where id = new.id;
          return null;
        end $$`.execute(db);
      await sql`create trigger search_texts_insert after insert on products referencing new table as new_rows
        for each statement execute function search_texts_insert()`.execute(db);
      await sql`create trigger search_texts_update after update on products for each row
        when (old.search_key is distinct from new.search_key or old.search_about is distinct from new.search_about
          or old.metal is distinct from new.metal or old.form is distinct from new.form)
        execute function search_texts_update()`.execute(db);
    },
  };
}
