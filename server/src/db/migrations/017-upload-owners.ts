import { type Kysely, sql } from 'kysely';

/**
 * Who stored which bytes, for the upload quota (UPLOAD_QUOTA_MB, PRODUCT.md §21, issue 26).
 * - Drawings stored before the uploader was recorded belong to their quote's buyer (backfill).
 * - `(uploaded_by, size_bytes)` indexes on both tables of uploaded files: the quota is summed off
 *   the index, without reading a row's bytes (SQLite keeps a BLOB inside its row).
 */
export function uploadOwners() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`update documents set uploaded_by = (select buyer_id from quotes where quotes.id = documents.quote_id)
        where uploaded_by is null and kind = 'drawing' and quote_id is not null`.execute(db);
      await db.schema
        .createIndex('documents_uploader')
        .on('documents')
        .columns(['uploaded_by', 'size_bytes'])
        .execute();
      await db.schema.createIndex('images_uploader').on('images').columns(['uploaded_by', 'size_bytes']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('images_uploader').execute();
      await db.schema.dropIndex('documents_uploader').execute();
    },
  };
}
