import { type Kysely, sql } from 'kysely';

/**
 * Store settings (PRODUCT.md §16–§19, issue 28; docs/product/settings.md).
 *
 * - `store_settings`: one row per section (`shipping`, `tax`, `currencies`, `compliance`,
 *   `remittance`), its whole value as JSON text (the same on both engines), when and by whom it
 *   was last changed. A section without a row answers its "nothing configured" defaults, so a
 *   store migrated from before settings behaves as it did.
 * - `store_settings_changes`: every change as it was saved (the whole section), when, and the
 *   admin's email as it was then (kept when the account is removed). Written in the transaction
 *   of the change it records.
 */
export function storeSettings() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('store_settings')
        .addColumn('section', 'text', (c) =>
          c.primaryKey().check(sql`section in ('shipping', 'tax', 'currencies', 'compliance', 'remittance')`),
        )
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();
      await db.schema
        .createTable('store_settings_changes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor', 'text')
        .execute();
      await db.schema
        .createIndex('store_settings_changes_section_at')
        .on('store_settings_changes')
        .columns(['section', 'at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('store_settings_changes').execute();
      await db.schema.dropTable('store_settings').execute();
    },
  };
}
