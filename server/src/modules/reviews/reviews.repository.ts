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

export function insertReview(db: Kysely<Database>, row: NewReviewRow): Promise<ReviewRow> {
  return db.insertInto('reviews').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function deleteReview(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
