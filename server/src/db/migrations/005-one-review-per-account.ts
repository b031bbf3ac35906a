import { type Kysely, sql } from 'kysely';

/**
 * One review per account (docs/product/rules.md#security): a second POST /rating edits the first. Stores that
 * already hold several reviews by one account keep the newest of them, so the unique index can
 * be built. Reviews without an account (the demo's, removed reviewers') are not affected.
 */
export function oneReviewPerAccount() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`
        delete from reviews
        where user_id is not null
          and id not in (select max(id) from reviews where user_id is not null group by user_id)`.execute(db);
      await db.schema.createIndex('reviews_one_per_account').on('reviews').column('user_id').unique().execute();
    },
  };
}
