import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '#shared/reviews/review.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { reviewsQueryKey } from '../../../lib/queries/reviews.ts';
import type { DeletedAnswer } from '#shared/answers.schema.ts';

/** DELETE /rating/{id} (admin). */
export function deleteReview(id: string): Promise<DeletedAnswer> {
  return api<DeletedAnswer>(`/rating/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_answer, id) => {
      // The card goes at once; the refetch then brings in the next older review, if any.
      queryClient.setQueryData<Review[]>(reviewsQueryKey, (reviews) => reviews?.filter((review) => review._id !== id));
      void queryClient.invalidateQueries({ queryKey: reviewsQueryKey });
    },
  });
}
