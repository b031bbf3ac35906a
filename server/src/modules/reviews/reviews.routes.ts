import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewInputSchema, reviewSchema } from '#shared/reviews/review.schema.ts';
import { notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers, errorSchema } from '../../http/schemas.ts';
import { deleteReview, listReviews, saveReviewOf } from './reviews.repository.ts';
import { toApiReview } from './review.mapper.ts';
import { parseNumericId } from '../../http/ids.ts';
import { deletedAnswerSchema } from '#shared/answers.schema.ts';

const errors = errorAnswers(400, 401, 403, 404);
const security = bearerSecurity;

/** Buyers' reviews (docs/product/api.md#original-api `/rating`). */
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

  app.post(
    '/rating',
    {
      config: {
        auth: 'user',
        // Review writes per account (docs/product/rules.md#security); the access check runs first, so the viewer is known.
        rateLimit: {
          max: app.config.reviewRateLimit,
          timeWindow: '1 hour',
          keyGenerator: async (request) => `review:${(await app.viewerOf(request))?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['reviews'],
        summary: "Add the caller's review, or edit it: one per account (signed in); the name comes from the account",
        body: reviewInputSchema,
        response: { 200: reviewSchema, 201: reviewSchema, 429: errorSchema, ...errors },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const { review, created } = await saveReviewOf(app.db, {
        user_id: viewer.id,
        user_name: viewer.name,
        user_image: request.body.userImage,
        user_review: request.body.userReview,
        user_ratings: request.body.userRatings,
        created_at: new Date().toISOString(),
      });
      // The home page shows the reviews: its kept rendering goes (ADR 020).
      app.pages.invalidate();
      return reply.code(created ? 201 : 200).send(toApiReview(review));
    },
  );

  app.delete(
    '/rating/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review (admin)',
        params: z.object({ id: z.string().max(32) }),
        response: { 200: deletedAnswerSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const id = parseNumericId(request.params.id);
      if (id === undefined || !(await deleteReview(app.db, id))) throw notFound('Review not found');
      app.pages.invalidate();
      return { deletedCount: 1 };
    },
  );
};
