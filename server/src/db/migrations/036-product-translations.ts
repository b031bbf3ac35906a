import type { Kysely } from 'kysely';

/**
 * A product's name and about in German and French (PRODUCT.md §18): JSON text of
 * `{de: {name, about}, fr: {…}}` (shared/catalog/product-translations.schema.ts), '{}' for none,
 * so every product written before reads in English everywhere. Text, not json/jsonb, on both
 * engines, as `dimensions` and `prices_json` are: only the mapper reads it.
 */
export const productTranslations = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('products')
      .addColumn('translations', 'text', (column) => column.notNull().defaultTo('{}'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('products').dropColumn('translations').execute();
  },
};
