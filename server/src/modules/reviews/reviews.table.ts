import type { Generated, Insertable, Selectable } from 'kysely';

export interface ReviewsTable {
  id: Generated<number>;
  /** The reviewer's account; null for the demo reviews and for reviewers since removed. */
  user_id: string | null;
  user_name: string;
  user_image: string;
  user_review: string;
  user_ratings: number;
  created_at: string;
}

export type ReviewRow = Selectable<ReviewsTable>;
export type NewReviewRow = Insertable<ReviewsTable>;
