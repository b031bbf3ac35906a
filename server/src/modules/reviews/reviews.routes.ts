import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewInputSchema, reviewSchema } from '#shared/reviews/review.schema.ts';
import { notFound } from '../../errors.ts';
import { errorSchema } from '../../http/schemas.ts';
import { deleteReview, insertReview, listReviews } from './reviews.repository.ts';
import { toApiReview } from './review.mapper.ts';
import { parseNumericId } from '../../http/ids.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const security = [{ bearer: [] }];

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

  app.post(
    '/rating',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Add a review (signed in); the name comes from the account, whatever is sent',
        body: reviewInputSchema,
        response: { 201: reviewSchema, ...errors },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const row = await insertReview(app.db, {
        user_id: viewer.id,
        user_name: viewer.name,
        user_image: request.body.userImage,
        user_review: request.body.userReview,
        user_ratings: request.body.userRatings,
        created_at: new Date().toISOString(),
      });
      return reply.code(201).send(toApiReview(row));
    },
  );

  app.delete(
    '/rating/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review (admin)',
        params: z.object({ id: z.string().max(32) }),
        response: { 200: z.object({ deletedCount: z.number() }), ...errors },
        security,
      },
    },
    async (request) => {
      await app.requireAdmin(request);
      const id = parseNumericId(request.params.id);
      if (id === undefined || !(await deleteReview(app.db, id))) throw notFound('Review not found');
      return { deletedCount: 1 };
    },
  );
};
