import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Mails and documents in their reader's language (PRODUCT.md §18, issue 33).
 *
 * - `outbox_messages.language`: the language a message is rendered in when the worker sends it,
 *   fixed when it is recorded (the recipient's saved language, or for an address with no account
 *   the language of the request that caused it). Null in messages recorded before: English.
 * - `built_documents` is keyed by language too: the buyer's German invoice and the staff's
 *   English one of the same order are two kept copies, not one replacing the other at each
 *   download. The table is a cache (every row can be built again from its order), so it is made
 *   anew rather than rebuilt around a new primary key, which SQLite cannot alter.
 */
export function mailLanguage(kind: DatabaseKind) {
  const bytes = kind === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox_messages').addColumn('language', 'text').execute();
      await db.schema.dropTable('built_documents').execute();
      await db.schema
        .createTable('built_documents')
        .addColumn('purchase_order_id', 'text', (c) => c.notNull().references('purchase_orders.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('content', bytes, (c) => c.notNull())
        .addColumn('built_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('built_documents_pkey', ['purchase_order_id', 'kind', 'language'])
        .execute();
    },
  };
}
