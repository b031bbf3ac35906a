import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * The lists at a million order lines (issue 16, README Performance, bench --suite=lists).
 *
 * - `purchase_orders_created_number`, `purchase_orders_buyer_created_number`: the lists' whole
 *   order (created_at, number), newest first, so a page is read off the index, without sorting the
 *   ties, and a keyset page (`after`, purchase-orders.repository.ts) starts where the last ended.
 *   They replace the (created_at) and (buyer_id, created_at) indexes they extend.
 * - `purchase_orders_company_account`: a company's invoices on account (its balances on Manage
 *   Companies) without reading every card order the company ever placed.
 * - The search of Manage All Orders (buyer email, name, company, PO number: a substring, any case)
 *   through a trigram index, as the catalog's (006): on PostgreSQL a generated `search_text` column
 *   with a pg_trgm GIN index (the extension 006 made); on SQLite an FTS5 trigram table keyed by the
 *   order number, kept by triggers. The list's query still checks each column, so what matches is
 *   what matched before; the index only narrows the rows read.
 * - `purchase_order_counts`: how many purchase orders there are in each status, kept by triggers in
 *   the same transaction as the change (so exact), for the totals of Manage All Orders unfiltered or
 *   filtered by status (X-Total-Count), which otherwise count every order on each visit. On
 *   PostgreSQL each status has 8 rows (shards) summed on reading, so concurrent checkouts rarely
 *   wait on one another's counter row until commit, and the triggers run once per statement (over
 *   its transition tables), so a bulk write does not update one counter row once per order.
 */
export const purchaseOrderSearchColumns = ['buyer_email', 'buyer_name', 'buyer_company', 'po_number'] as const;

/** The text the trigram index holds: the searched columns, lower-cased, one line each. */
const searchText = purchaseOrderSearchColumns.map((column) => `coalesce(${column}, '')`).join(` || char(10) || `);

export function listIndexes(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('purchase_orders_created_number')
        .on('purchase_orders')
        .columns(['created_at', 'number'])
        .execute();
      await db.schema.dropIndex('purchase_orders_created').execute();
      await db.schema
        .createIndex('purchase_orders_buyer_created_number')
        .on('purchase_orders')
        .columns(['buyer_id', 'created_at', 'number'])
        .execute();
      await db.schema.dropIndex('purchase_orders_buyer_created').execute();
      await db.schema
        .createIndex('purchase_orders_company_account')
        .on('purchase_orders')
        .columns(['company_id', 'payment_method', 'created_at'])
        .execute();
      await db.schema
        .createTable('purchase_order_counts')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('shard', 'integer', (c) => c.notNull())
        .addColumn('n', kind === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('purchase_order_counts_pkey', ['status', 'shard'])
        .execute();
      await sql`insert into purchase_order_counts (status, shard, n)
        select status, 0, count(*) from purchase_orders group by status`.execute(db);
      if (kind === 'postgres') {
        // Statement triggers over transition tables: one upsert per status and statement, so a bulk
        // write in one transaction does not update the same counter row once per order.
        await sql`
          create function purchase_order_counts_keep() returns trigger language plpgsql as $$
          begin
            insert into purchase_order_counts (status, shard, n)
            select status, floor(random() * 8), sum(d) from (
              select status, -1 as d from old_rows union all select status, 1 from new_rows
            ) changes group by status having sum(d) <> 0
            on conflict (status, shard) do update set n = purchase_order_counts.n + excluded.n;
            return null;
          end $$`.execute(db);
        await sql`
          create function purchase_order_counts_inserted() returns trigger language plpgsql as $$
          begin
            insert into purchase_order_counts (status, shard, n)
            select status, floor(random() * 8), count(*) from new_rows group by status
            on conflict (status, shard) do update set n = purchase_order_counts.n + excluded.n;
            return null;
          end $$`.execute(db);
        await sql`
          create function purchase_order_counts_deleted() returns trigger language plpgsql as $$
          begin
            insert into purchase_order_counts (status, shard, n)
            select status, floor(random() * 8), -count(*) from old_rows group by status
            on conflict (status, shard) do update set n = purchase_order_counts.n + excluded.n;
            return null;
          end $$`.execute(db);
        await sql`
          create trigger purchase_order_counts_insert after insert on purchase_orders
          referencing new table as new_rows for each statement execute function purchase_order_counts_inserted()`.execute(
          db,
        );
        await sql`
          create trigger purchase_order_counts_delete after delete on purchase_orders
          referencing old table as old_rows for each statement execute function purchase_order_counts_deleted()`.execute(
          db,
        );
        await sql`
          create trigger purchase_order_counts_update after update on purchase_orders
          referencing old table as old_rows new table as new_rows
          for each statement execute function purchase_order_counts_keep()`.execute(db);
      } else {
        const add = (row: 'new' | 'old', by: 1 | -1) =>
          sql.raw(`insert into purchase_order_counts (status, shard, n) values (${row}.status, 0, ${by})
            on conflict (status, shard) do update set n = n + ${by};`);
        await sql`create trigger purchase_order_counts_insert after insert on purchase_orders begin ${add('new', 1)} end`.execute(
          db,
        );
        await sql`create trigger purchase_order_counts_delete after delete on purchase_orders begin ${add('old', -1)} end`.execute(
          db,
        );
        await sql`
          create trigger purchase_order_counts_update after update of status on purchase_orders
          when old.status is not new.status begin ${add('old', -1)} ${add('new', 1)} end`.execute(db);
      }
      if (kind === 'postgres') {
        const text = searchText.replaceAll('char(10)', 'chr(10)');
        await sql
          .raw(`alter table purchase_orders add column search_text text generated always as (lower(${text})) stored`)
          .execute(db);
        await sql`create index purchase_orders_search_trgm on purchase_orders using gin (search_text gin_trgm_ops)`.execute(
          db,
        );
        return;
      }
      const values = (row: 'new' | 'old') =>
        sql.raw(purchaseOrderSearchColumns.map((column) => `coalesce(${row}.${column}, '')`).join(' || char(10) || '));
      const columns = sql.raw(purchaseOrderSearchColumns.join(', '));
      await sql`create virtual table purchase_orders_search using fts5(search_text, tokenize = 'trigram')`.execute(db);
      await sql`
        create trigger purchase_orders_search_insert after insert on purchase_orders begin
          insert into purchase_orders_search (rowid, search_text) values (new.number, ${values('new')});
        end`.execute(db);
      await sql`
        create trigger purchase_orders_search_delete after delete on purchase_orders begin
          delete from purchase_orders_search where rowid = old.number;
        end`.execute(db);
      await sql`
        create trigger purchase_orders_search_update after update of number, ${columns} on purchase_orders begin
          delete from purchase_orders_search where rowid = old.number;
          insert into purchase_orders_search (rowid, search_text) values (new.number, ${values('new')});
        end`.execute(db);
      await sql
        .raw(
          `insert into purchase_orders_search (rowid, search_text) select number, ${searchText} from purchase_orders`,
        )
        .execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (kind === 'postgres') {
        for (const trigger of ['insert', 'delete', 'update']) {
          await sql.raw(`drop trigger purchase_order_counts_${trigger} on purchase_orders`).execute(db);
        }
        for (const fn of ['keep', 'inserted', 'deleted']) {
          await sql.raw(`drop function purchase_order_counts_${fn}()`).execute(db);
        }
      } else {
        for (const trigger of ['insert', 'delete', 'update']) {
          await sql.raw(`drop trigger purchase_order_counts_${trigger}`).execute(db);
        }
      }
      await db.schema.dropTable('purchase_order_counts').execute();
      if (kind === 'postgres') {
        await sql`drop index purchase_orders_search_trgm`.execute(db);
        await sql`alter table purchase_orders drop column search_text`.execute(db);
      } else {
        for (const trigger of ['insert', 'delete', 'update']) {
          await sql.raw(`drop trigger purchase_orders_search_${trigger}`).execute(db);
        }
        await sql`drop table purchase_orders_search`.execute(db);
      }
      await db.schema.dropIndex('purchase_orders_company_account').execute();
      await db.schema
        .createIndex('purchase_orders_buyer_created')
        .on('purchase_orders')
        .columns(['buyer_id', 'created_at'])
        .execute();
      await db.schema.dropIndex('purchase_orders_buyer_created_number').execute();
      await db.schema.createIndex('purchase_orders_created').on('purchase_orders').column('created_at').execute();
      await db.schema.dropIndex('purchase_orders_created_number').execute();
    },
  };
}
