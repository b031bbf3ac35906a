import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * VAT IDs and tax exemption certificates (PRODUCT.md §16, ADR 030).
 *
 * - `companies.vat_id` (normalised, prefix included; null: none) and `vat_id_status`
 *   (`unverified`, `verified`, `invalid`). A verification still owed is `vat_check_due_at` (null:
 *   none owed): set with the VAT ID in the same write, cleared only by an answer from VIES or a
 *   store admin's status, so a check is never lost; `vat_check_attempts` spaces the retries while
 *   VIES cannot be reached. Existing companies have no VAT ID.
 * - `tax_exemptions`: a company's certificate for a region (ISO 3166-2) or a whole country, its
 *   PDF in `documents` (kind `tax_exemption`, so the upload quota counts it), `pending` until a
 *   store admin approves or rejects it (who and when).
 * - `documents.kind` gains `tax_exemption`. PostgreSQL replaces the CHECK; SQLite cannot alter a
 *   CHECK, so the table is rebuilt with the wider one (its rows copied once, indexes recreated).
 */
export function taxStanding(kind: DatabaseKind) {
  const bytes = kind === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('companies').addColumn('vat_id', 'text').execute();
      await db.schema
        .alterTable('companies')
        .addColumn('vat_id_status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('unverified')
            .check(sql`vat_id_status in ('unverified', 'verified', 'invalid')`),
        )
        .execute();
      await db.schema.alterTable('companies').addColumn('vat_check_due_at', 'text').execute();
      await db.schema
        .alterTable('companies')
        .addColumn('vat_check_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('companies_vat_check_due').on('companies').column('vat_check_due_at').execute();

      await widenDocumentKinds(db, kind, bytes);

      await db.schema
        .createTable('tax_exemptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('region', 'text')
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) =>
          c.notNull().check(sql`reason in ('resale', 'manufacturing', 'government', 'other')`),
        )
        .addColumn('expires_on', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
        .addColumn('uploaded_by', 'text')
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .addColumn('decided_by', 'text')
        .addColumn('decided_at', 'text')
        .execute();
      await db.schema
        .createIndex('tax_exemptions_company')
        .on('tax_exemptions')
        .columns(['company_id', 'status', 'expires_on'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('tax_exemptions').execute();
      await sql`delete from documents where kind = 'tax_exemption'`.execute(db);
      await db.schema.dropIndex('companies_vat_check_due').execute();
      for (const column of ['vat_check_attempts', 'vat_check_due_at', 'vat_id_status', 'vat_id']) {
        await db.schema.alterTable('companies').dropColumn(column).execute();
      }
    },
  };
}

async function widenDocumentKinds(db: Kysely<unknown>, kind: DatabaseKind, bytes: 'bytea' | 'blob') {
  const kinds = sql`kind in ('drawing', 'certificate', 'tax_exemption')`;
  if (kind === 'postgres') {
    // PostgreSQL named the column's CHECK of migration 008 <table>_<column>_check.
    await sql`alter table documents drop constraint documents_kind_check`.execute(db);
    await sql`alter table documents add constraint documents_kind_check check (${kinds})`.execute(db);
    return;
  }
  await db.schema
    .createTable('documents_new')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(kinds))
    .addColumn('quote_id', 'text', (c) => c.references('quotes.id').onDelete('cascade'))
    .addColumn('purchase_order_id', 'text', (c) => c.references('purchase_orders.id').onDelete('cascade'))
    .addColumn('line_id', 'text', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('certificate_type', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', bytes, (c) => c.notNull())
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into documents_new select id, kind, quote_id, purchase_order_id, line_id, certificate_type,
    file_name, content_type, size_bytes, sha256, content, uploaded_by, created_at from documents`.execute(db);
  await db.schema.dropTable('documents').execute();
  await sql`alter table documents_new rename to documents`.execute(db);
  await db.schema.createIndex('documents_quote').on('documents').column('quote_id').execute();
  await db.schema.createIndex('documents_line').on('documents').columns(['purchase_order_id', 'line_id']).execute();
  await db.schema.createIndex('documents_uploader').on('documents').columns(['uploaded_by', 'size_bytes']).execute();
}
