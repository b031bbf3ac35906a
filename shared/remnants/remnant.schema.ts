import { z } from 'zod';
import { forms, metals } from '../catalog/taxonomy.ts';
import { remnants as t } from '../messages/remnants.ts';

/**
 * A remnant (PRODUCT.md §20): the rest of a bar a cut left, at least the product's minimum cut
 * length, sold whole and once. `price` is for the whole piece, in `currency`'s major units:
 * the product's base price per metre × lengthMm / 1000 × (1 − remnantDiscountPercent / 100),
 * rounded half up (shared/catalog/remnant-price.ts). `inCart` is true for the caller's own hold.
 */
export const remnantSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  metal: z.string().nullable(),
  form: z.string().nullable(),
  grade: z.string().nullable(),
  dimensions: z.string().nullable(),
  heatNumber: z.string(),
  lengthMm: z.number().int(),
  price: z.number(),
  currency: z.string(),
  /** The lot's certificate type (`3.1`…); null when the heat has none on file. */
  certificate: z.object({ type: z.string().nullable() }).nullable(),
  inCart: z.boolean(),
});
export type Remnant = z.infer<typeof remnantSchema>;

const mm = z.coerce
  .number()
  .int({ error: () => t.lengthWhole })
  .min(0, { error: () => t.lengthWhole })
  .max(100_000, { error: () => t.lengthWhole });

/** GET /remnants filters: metal, form, grade, size (the product's main dimension, mm), length (mm), product. */
export const remnantQuerySchema = z
  .object({
    metal: z.enum(metals).optional(),
    form: z.enum(forms).optional(),
    grade: z.string().trim().min(1).max(60).optional(),
    productId: z
      .string()
      .regex(/^\d{1,15}$/, { error: () => t.unknownProduct })
      .optional(),
    sizeMin: z.coerce.number().min(0).max(100_000).optional(),
    sizeMax: z.coerce.number().min(0).max(100_000).optional(),
    lengthMin: mm.optional(),
    lengthMax: mm.optional(),
    currency: z.string().trim().toUpperCase().length(3).optional(),
  })
  .refine((q) => q.lengthMin === undefined || q.lengthMax === undefined || q.lengthMin <= q.lengthMax, {
    error: () => t.lengthRange,
    path: ['lengthMin'],
  });
export type RemnantQuery = z.infer<typeof remnantQuerySchema>;

export const remnantListSchema = z.array(remnantSchema);
