import { z } from 'zod';
import { imageUrlSchema } from '../image-url.schema.ts';
import { messages } from '../messages.ts';
import { reviewLimits } from './review-limits.ts';
import { validation as v } from '../messages/validation.ts';
import { multiLine } from '../text.schema.ts';

/** A review as the API answers it (docs/product/api.md#resources). */
export const reviewSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  userImage: z.string(),
  userReview: z.string(),
  userRatings: z.number().int(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const m = messages.review;

/** Body of POST /rating. userName may be sent (docs/product/api.md#original-api) but the server takes it from the account. */
export const reviewInputSchema = z
  .object({
    userName: z.string().max(200).optional(),
    userImage: z
      .string({ error: () => m.pictureRequired })
      .trim()
      .min(1, { error: () => m.pictureRequired })
      .pipe(imageUrlSchema(() => v.picture)),
    userRatings: z
      .number({ error: () => m.ratingsRequired })
      .int({ error: () => v.wholeNumber(v.ratings) })
      .min(reviewLimits.ratingMin, { error: () => m.ratingsMin })
      .max(reviewLimits.ratingMax, { error: () => m.ratingsMax }),
    userReview: z
      .string({ error: () => m.reviewRequired })
      .trim()
      .min(1, { error: () => m.reviewRequired })
      .max(reviewLimits.textMax, { error: () => v.atMostCharacters(v.review, reviewLimits.textMax) })
      .check(multiLine(() => v.review)),
  })
  .strict();
export type ReviewInput = z.infer<typeof reviewInputSchema>;
