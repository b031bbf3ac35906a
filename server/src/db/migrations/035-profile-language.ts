import type { Kysely } from 'kysely';

/**
 * The language a buyer chose (PRODUCT.md §18, issue 33): the pages follow it where the request
 * names none (`?lang=`, the chooser's cookie), and the mails and PDFs sent to them are in it.
 * Null: none chosen; the browser's Accept-Language decides, English for mail.
 */
export const profileLanguage = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('profiles').addColumn('language', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('profiles').dropColumn('language').execute();
  },
};
