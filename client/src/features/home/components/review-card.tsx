import { lazy, Suspense, useId } from 'react';
import { formatDate } from '#shared/format-date.ts';
import type { Review } from '#shared/reviews/review.schema.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { useAuth } from '../../../lib/session/auth-context.ts';
import { withTexts } from '../../../lib/with-texts.ts';

// Only admins see it, so its code stays out of the home page's first load.
const DeleteReviewButton = lazy(() =>
  withTexts(import('./delete-review-button.tsx')).then((module) => ({ default: module.DeleteReviewButton })),
);

/** One review: avatar, name, stars and the text. The text is user input: React renders it as text. */
export function ReviewCard({ review }: { review: Review }) {
  const { isAdmin } = useAuth();
  const nameId = useId();
  const date = new Date(review.createdAt);
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <div className="flex items-center gap-3">
          <Avatar src={review.userImage} size={48} className="size-12" loading="lazy" />
          <div className="min-w-0">
            <h3 id={nameId} className="font-semibold break-words">
              {review.userName}
            </h3>
            <StarRating value={review.userRatings} />
          </div>
        </div>
        <p className="whitespace-pre-line break-words">{review.userReview}</p>
        {!Number.isNaN(date.getTime()) && (
          <time dateTime={review.createdAt} className="mt-auto text-sm text-base-content/75">
            {formatDate(date)}
          </time>
        )}
        {isAdmin && (
          <Suspense fallback={null}>
            <DeleteReviewButton reviewId={review._id} describedBy={nameId} />
          </Suspense>
        )}
      </div>
    </article>
  );
}
