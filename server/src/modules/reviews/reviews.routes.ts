import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewSchema } from '#shared/reviews/review.schema.ts';
import { listReviews } from './reviews.repository.ts';
import { toApiReview } from './review.mapper.ts';

/** Buyers' reviews (SPEC.md §7 `/rating`). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rating',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews, newest first',
        response: { 200: z.array(reviewSchema) },
      },
    },
    async () => (await listReviews(app.db)).map(toApiReview),
  );
};
