import { z } from 'zod';
import { productPageSizeMax } from './product-query.ts';
import { forms, metals } from './taxonomy.ts';

/** Query of GET /products/: without any of these it answers the whole catalog (SPEC.md §7). */
export const productQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(productPageSizeMax).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  q: z.string().trim().max(100).optional(),
  metal: z.enum(metals).optional(),
  form: z.enum(forms).optional(),
});
export type ProductQueryInput = z.input<typeof productQuerySchema>;
