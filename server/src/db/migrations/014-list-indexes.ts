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
        .raw(`insert into purchase_orders_search (rowid, search_text) select number, ${searchText} from purchase_orders`)
        .execute(db);
    },
    async down(db: Kysely<unknown>) {
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
