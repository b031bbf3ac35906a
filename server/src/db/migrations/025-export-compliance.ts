import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Export compliance and trade documents (PRODUCT.md §19, ADR 032, issue 30).
 *
 * - `products`: `hs_code` (6 to 10 digits), `country_of_origin` (ISO 3166-1 alpha-2; SPEC.md's
 *   `origin` text stays), `export_classification` (e.g. `EAR99`, `1C202`; null: not controlled)
 *   and `conflict_minerals` (0/1: contains tantalum, tungsten, tin or gold).
 * - `orders` (lines): the same facts and the product's `standard`, copied at placement, so a
 *   commercial invoice prints what was sold even after the catalog changes.
 * - `purchase_orders.end_use_json`: the buyer's end-use statement (`{endUser, country, purpose}`),
 *   null when none was needed. `compliance_json`: why the order is or was held
 *   (`{reasons: [...], resumeStatus}`): the status a release puts it in; null: never held.
 * - `companies.screening_json`: the screening match that flags a company (null: none).
 * - `screening_entries` and `screening_lists`: the denied-party list the store uploaded (one list;
 *   an upload replaces it) and when and by whom.
 * - `conflict_minerals_reports`: the store's report per metal (PDF or XLSX bytes, one per metal).
 */
export function exportCompliance(kind: DatabaseKind) {
  const bytes = kind === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['hs_code', 'country_of_origin', 'export_classification']) {
        await db.schema.alterTable('products').addColumn(column, 'text').execute();
      }
      await db.schema
        .alterTable('products')
        .addColumn('conflict_minerals', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const column of ['standard', 'hs_code', 'country_of_origin', 'export_classification']) {
        await db.schema.alterTable('orders').addColumn(column, 'text').execute();
      }
      // Lines placed before: the catalog's facts as they are now are the best there is.
      await sql`update orders set standard = (select p.standard from products p where p.id = orders.product_id)
        where product_id is not null`.execute(db);
      for (const column of ['end_use_json', 'compliance_json']) {
        await db.schema.alterTable('purchase_orders').addColumn(column, 'text').execute();
      }
      await db.schema.alterTable('companies').addColumn('screening_json', 'text').execute();
      await db.schema
        .createTable('screening_entries')
        .addColumn('position', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('alt_names', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createTable('screening_lists')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('entries', 'integer', (c) => c.notNull())
        .addColumn('uploaded_by', 'text')
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('conflict_minerals_reports')
        .addColumn('metal', 'text', (c) => c.primaryKey())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('content', bytes, (c) => c.notNull())
        .addColumn('uploaded_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
