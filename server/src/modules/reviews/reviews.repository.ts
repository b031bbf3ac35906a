import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { NewReviewRow, ReviewRow } from './reviews.table.ts';

/** Newest first: the home page shows the latest buyers' words on top. */
export function listReviews(db: Kysely<Database>, limit = 100): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * One review per account (docs/product/rules.md#security): the first is stored, a later one replaces its text,
 * picture and rating in place (same id, same place on the home page). `created` tells which.
 */
export async function saveReviewOf(
  db: Kysely<Database>,
  row: NewReviewRow & { user_id: string },
): Promise<{ review: ReviewRow; created: boolean }> {
  const changes = {
    user_name: row.user_name,
    user_image: row.user_image,
    user_review: row.user_review,
    user_ratings: row.user_ratings,
  };
  // Insert first: of first reviews sent at once exactly one inserts (201) and the others edit it
  // (200). Updating first let two of them miss the row and both answer 201 (seen once the write
  // budget's hook changed the requests' timing).
  const inserted = await db
    .insertInto('reviews')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { review: inserted, created: true };
  const edited = await db
    .updateTable('reviews')
    .set(changes)
    .where('user_id', '=', row.user_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { review: edited, created: false };
}

export async function deleteReview(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
