import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Product pictures uploaded by admins (docs/product/back-office.md#products), in the database so
 * that every process serves them, as documents are. One row per distinct picture (its SHA-256 is
 * its id: the same file uploaded twice is one picture, and a URL never changes what it shows, so
 * it can be cached for good), with the two sizes the store shows, made once at upload.
 */
export function images(kind: DatabaseKind) {
  const bytes = kind === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('images')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('original', bytes, (c) => c.notNull())
        .addColumn('card', bytes, (c) => c.notNull())
        .addColumn('page', bytes, (c) => c.notNull())
        .addColumn('uploaded_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
