import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '#shared/messages/storefront.ts';
import type { Review } from '#shared/reviews/review.schema.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ReviewCard } from './review-card.tsx';
import { HomeSection } from './home-section.tsx';

/**
 * The newest reviews. The home page is not a review archive: past a dozen, older ones add
 * length without helping a buyer decide.
 */
const reviewsShown = 12;

export function ReviewsSection({ query: reviews }: { query: UseQueryResult<Review[]> }) {
  return (
    <HomeSection heading={messages.home.reviews}>
      {reviews.isPending ? (
        <LoadingState />
      ) : reviews.isError ? (
        <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} isRetrying={reviews.isFetching} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.data.slice(0, reviewsShown).map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
