import type { Review } from '#shared/reviews/review.schema.ts';
import type { ReviewRow } from './reviews.table.ts';

export function toApiReview(row: ReviewRow): Review {
  return {
    _id: String(row.id),
    userName: row.user_name,
    userImage: row.user_image,
    userReview: row.user_review,
    userRatings: row.user_ratings,
    createdAt: row.created_at,
  };
}
