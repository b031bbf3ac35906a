import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';
import { searchSeparators } from './031-search.ts';

/**
 * The vocabulary of the typo check (PRODUCT.md §23, docs/decisions/034-search.md): every word of
 * four letters a–z or more in a product's name, grade, standard, form or metal, with how many
 * products hold it, kept in `search_words` by the database on every write, as 031 keeps the search
 * texts. A search reads only the few words near its own length; nothing is read per product, so the
 * first typo search after a catalog change costs what any other does, and a product added a moment
 * ago lends its words to the next search.
 *
 * With them, two indexes for filters of the search bench: a metal's form listed by name, and a size
 * range in stock counted.
 *
 * The words are those of search-query.ts's normalText less its accent folding (neither engine has
 * it built in): a word with an accented letter is left out, as one with a digit is.
 */

/** The product columns the words come from; a change of any of them moves its words. */
export const vocabularyColumns = ['name', 'grade', 'standard', 'form', 'metal'] as const;

/** Characters read as spaces here beyond the search's own: JSON's escapes and control characters. */
const jsonBreakers = ['\\', '\t', '\n', '\r'];

/**
 * SQLite: the row's words as a JSON array (`["titanium","tube",…]`), since a trigger may hold no
 * recursive WITH to split a text; json_each reads it. A text no JSON array can hold (a control
 * character no writer makes) gives no words rather than failing the product's write.
 */
function sqliteWordArray(row: 'new' | 'old' | 'products'): RawBuilder<unknown> {
  let text: RawBuilder<unknown> = sql.join(
    vocabularyColumns.map((c) => sql`coalesce(${sql.raw(`${row}.${c}`)}, '')`),
    sql` || ' ' || `,
  );
  text = sql`lower(${text})`;
  for (const c of [...searchSeparators, ...jsonBreakers]) text = sql`replace(${text}, ${sql.lit(c)}, ' ')`;
  const array = sql`'["' || replace(${text}, ' ', '","') || '"]'`;
  return sql`json_each(case when json_valid(${array}) then ${array} else '[]' end)`;
}

/** A word of the vocabulary: four letters a–z or more (json_each's `value`). */
const isWord = sql`length(value) >= 4 and value not glob '*[^a-z]*'`;

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  const words = (row: 'new' | 'old') => sql`(select distinct value from ${sqliteWordArray(row)} where ${isWord})`;
  // `where true`: SQLite's parser needs a WHERE before an upsert's ON CONFLICT after a SELECT.
  const add = sql`insert into search_words (word, products) select value, 1 from ${words('new')} where true
      on conflict (word) do update set products = products + 1;`;
  const remove = sql`
    update search_words set products = products - 1 where word in ${words('old')};
    delete from search_words where products <= 0 and word in ${words('old')};`;
  await sql`
    insert into search_words (word, products)
    select value, count(distinct products.id) from products, ${sqliteWordArray('products')}
    where ${isWord} group by value`.execute(db);
  await sql`create trigger search_words_insert after insert on products begin ${add} end`.execute(db);
  await sql`create trigger search_words_delete after delete on products begin ${remove} end`.execute(db);
  const changed = vocabularyColumns.map((c) => `old.${c} is not new.${c}`).join(' or ');
  await sql`
    create trigger search_words_update after update of ${sql.raw(vocabularyColumns.join(', '))} on products
    when ${sql.raw(changed)} begin
      ${remove}
      ${add}
    end`.execute(db);
}

/**
 * PostgreSQL: an insert or delete moves words in one statement trigger over its transition table,
 * so a bulk insert (the CSV import, a bench's 100,000 rows) moves each word once; an update, whose
 * trigger can name columns only row by row, moves the words of a row whose words changed (a stock or
 * price change fires nothing). Words are taken in order, so two writers lock them in the same order.
 */
async function postgresUp(db: Kysely<unknown>): Promise<void> {
  const breakers = [...searchSeparators, ...jsonBreakers];
  const text = vocabularyColumns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  await sql`
    create function product_vocabulary(name text, grade text, standard text, form text, metal text)
    returns setof text language sql immutable parallel safe
    as $$ select distinct w from regexp_split_to_table(
        translate(lower(${sql.raw(text)}), ${sql.lit(breakers.join(''))}, ${sql.lit(' '.repeat(breakers.length))}), ' +') as w
      where length(w) >= 4 and w ~ '^[a-z]+$' $$`.execute(db);
  const columns = (row: string) => vocabularyColumns.map((c) => `${row}.${c}`).join(', ');
  const wordsOf = (rows: string) =>
    `select w as word, count(*) as n from ${rows} r, product_vocabulary(${columns('r')}) as w group by w`;
  const add = (words: string) => `insert into search_words (word, products) ${words} order by 1
      on conflict (word) do update set products = search_words.products + excluded.products;`;
  const remove = (words: string) => `update search_words s set products = s.products - o.n
      from (${words} order by 1) o where s.word = o.word;
    delete from search_words where products <= 0 and word in (select word from (${words}) o);`;
  const rowWords = (row: 'old' | 'new') => `select w as word, 1 as n from product_vocabulary(${columns(row)}) as w`;
  for (const [name, body] of [
    ['insert', add(wordsOf('new_rows'))],
    ['delete', remove(wordsOf('old_rows'))],
    ['update', `${remove(rowWords('old'))}\n${add(rowWords('new'))}`],
  ] as const)
    await sql`
      create function ${sql.raw(`search_words_${name}`)}() returns trigger language plpgsql as $$
      begin
        ${sql.raw(body)}
        return null;
      end $$`.execute(db);
  await sql`insert into search_words (word, products) ${sql.raw(wordsOf('products'))}`.execute(db);
  await sql`create trigger search_words_insert after insert on products referencing new table as new_rows
    for each statement execute function search_words_insert()`.execute(db);
  await sql`create trigger search_words_delete after delete on products referencing old table as old_rows
    for each statement execute function search_words_delete()`.execute(db);
  const changed = vocabularyColumns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
  await sql`create trigger search_words_update after update of ${sql.raw(vocabularyColumns.join(', '))} on products
    for each row when (${sql.raw(changed)}) execute function search_words_update()`.execute(db);
}

export function searchWords(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('search_words')
        .addColumn('word', 'text', (c) => c.primaryKey())
        .addColumn('products', 'integer', (c) => c.notNull())
        .execute();
      if (kind === 'postgres') await postgresUp(db);
      else await sqliteUp(db);
      // The typo check reads the words of about its own length.
      await sql`create index search_words_length on search_words (length(word), word)`.execute(db);
      // A metal's form by name (the catalog's navigation): PostgreSQL walked the name index and
      // filtered, through most of the table at 100k (0.5–1 s), for the 24 first titanium tubes.
      await db.schema
        .createIndex('products_metal_form_name')
        .on('products')
        .columns(['metal', 'form', 'name'])
        .execute();
      // A size range in stock counted off this index alone: the count read every row of the range
      // for its stock (SQLite 66 → 2 ms of CPU at 100k for 10–30 mm, 47k products).
      await db.schema
        .createIndex('products_size_stock')
        .on('products')
        .columns(['main_dimension_mm', 'total', 'minimum'])
        .execute();
    },
  };
}
