import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '#shared/reviews/review.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { reviewsQueryKey } from '../../../lib/queries/reviews.ts';

/** POST /rating (signed in): the server names the review after the account, whatever is sent. */
export function addReview(input: ReviewInput): Promise<Review> {
  return api<Review>('/rating', { method: 'POST', body: input });
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    // The home page shows the new review the next time it is opened, without a reload.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
