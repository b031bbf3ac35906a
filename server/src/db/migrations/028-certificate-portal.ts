import type { Kysely } from 'kysely';

/**
 * The certificate portal (PRODUCT.md §20) lists certificates newest first, through their lines.
 * SQLite keeps a document's bytes inside its row, before `created_at`: reading `created_at` off the
 * row reads the whole file. These indexes hold it, so a page of the portal reads the rows it shows:
 * - `(kind, created_at, id)`: a store admin's list of every certificate, newest first;
 * - `(line_id, created_at)`: a buyer's or company's, from their orders' lines (the migration 008
 *   index starts with `purchase_order_id`, which a line's certificate from a lot may not carry).
 */
export function certificatePortal() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('documents_newest').on('documents').columns(['kind', 'created_at', 'id']).execute();
      await db.schema.createIndex('documents_by_line').on('documents').columns(['line_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('documents_by_line').execute();
      await db.schema.dropIndex('documents_newest').execute();
    },
  };
}
