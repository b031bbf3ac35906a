import { useQuery } from '@tanstack/react-query';
import type { Review } from '#shared/reviews/review.schema.ts';
import { api } from '../api-client.ts';

export const reviewsQueryKey = ['reviews'] as const;

/** GET /rating: every review, newest first. */
export function getReviews(signal?: AbortSignal): Promise<Review[]> {
  return api<Review[]>('/rating', { signal });
}

export function useReviews() {
  return useQuery({ queryKey: reviewsQueryKey, queryFn: ({ signal }) => getReviews(signal) });
}
