import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Documents the store draws from an order (issue 26, PRODUCT.md §21, ADR 025): the invoice PDF now,
 * commercial invoices, packing lists and ZIPs later. Each is built once per version of what it
 * shows and kept here, in the database, so that every process serves the same bytes without
 * building them again. One row per order and kind: a new version replaces the old one.
 */
export function builtDocuments(kind: DatabaseKind) {
  const bytes = kind === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('built_documents')
        .addColumn('purchase_order_id', 'text', (c) => c.notNull().references('purchase_orders.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('content', bytes, (c) => c.notNull())
        .addColumn('built_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('built_documents_pkey', ['purchase_order_id', 'kind'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('built_documents').execute();
    },
  };
}
