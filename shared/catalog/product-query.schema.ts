import { z } from 'zod';
import { productPageSizeMax, productSorts } from './product-query.ts';
import { forms, metals } from './taxonomy.ts';
import { validation as v } from '../messages/validation.ts';
import { oneLine } from '../text.schema.ts';

const sizeMm = z.coerce.number().min(0, v.sizeNegative).max(100_000, v.sizeTooLarge);
const facetValue = z.string().trim().min(1).max(80).check(oneLine(v.fieldNames.filter));

/**
 * Query of GET /products/: without any of these it answers the whole catalog (docs/product/api.md#original-api).
 * `grade` and `standard` must be values the catalog has (GET /products/facets lists them); the
 * server answers 400 for any other. `sizeMin`/`sizeMax` bound the main dimension in millimetres.
 */
export const productQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(productPageSizeMax).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
    q: z.string().trim().max(100).check(oneLine(v.fieldNames.search)).optional(),
    metal: z.enum(metals).optional(),
    form: z.enum(forms).optional(),
    grade: facetValue.optional(),
    standard: facetValue.optional(),
    inStock: z.enum(['true', 'false']).optional(),
    /** Only products below their reorder point (shared/catalog/stock-status.ts): the back office's filter. */
    lowStock: z.enum(['true', 'false']).optional(),
    sizeMin: sizeMm.optional(),
    sizeMax: sizeMm.optional(),
    sort: z.enum(productSorts, { error: v.sortOneOf(productSorts) }).optional(),
    /** PRODUCT.md §17: prices in this offered currency (the base when absent); 400 for any other. */
    currency: z.string().trim().max(16).optional(),
  })
  .refine((q) => q.sizeMin === undefined || q.sizeMax === undefined || q.sizeMin <= q.sizeMax, {
    message: v.sizeRange,
    path: ['sizeMin'],
  });
export type ProductQueryInput = z.input<typeof productQuerySchema>;

/** GET /products/facets: the grades and standards the catalog has, for the filters. */
export const productFacetsSchema = z.object({
  grades: z.array(z.string()),
  standards: z.array(z.string()),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;
