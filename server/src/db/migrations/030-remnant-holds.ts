import type { Kysely } from 'kysely';

/**
 * A remnant in a buyer's cart (PRODUCT.md §20, issue 31): held by that buyer until `held_until`,
 * so two buyers adding it at once cannot both have it; an expired hold is anyone's to take, and
 * the first buyer's cart no longer shows it once another holds it. Selling it (checkout) is the
 * conditional UPDATE of migration 029's `status`.
 */
export const remnantHolds = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('remnants').addColumn('held_by', 'text').execute();
    await db.schema.alterTable('remnants').addColumn('held_until', 'text').execute();
    await db.schema.createIndex('remnants_held_by').on('remnants').column('held_by').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('remnants_held_by').execute();
    await db.schema.alterTable('remnants').dropColumn('held_until').execute();
    await db.schema.alterTable('remnants').dropColumn('held_by').execute();
  },
};
