import { z } from 'zod';
import { productPageSizeMax, productSorts } from './product-query.ts';
import { type DimensionKey, dimensionKeys, forms, metals } from './taxonomy.ts';
import { validation as v } from '../messages/validation.ts';
import { oneLine } from '../text.schema.ts';

const sizeMm = z.coerce
  .number()
  .min(0, { error: () => v.sizeNegative })
  .max(100_000, { error: () => v.sizeTooLarge });
/**
 * A bound of a dimension range (odMin, wallMax, …), millimetres: a number or 400 naming the
 * parameter. An empty value is refused too rather than read as 0 (which would hide every product
 * without that dimension).
 */
const boundMm = (name: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value),
    z.coerce
      .number({ error: () => v.dimensionBoundNumber(name) })
      .min(0, { error: () => v.sizeNegative })
      .max(100_000, { error: () => v.sizeTooLarge }),
  );

/** `odMin`, `odMax`, `wallMin`, …: the query's names of each dimension's bounds (PRODUCT.md §23). */
export const dimensionBounds = dimensionKeys.map((key) => ({ key, min: `${key}Min`, max: `${key}Max` }) as const);
export type DimensionBoundKey = `${DimensionKey}${'Min' | 'Max'}`;
export const dimensionBoundKeys = dimensionBounds.flatMap(({ min, max }) => [min, max]) as DimensionBoundKey[];
const boundsShape = Object.fromEntries(dimensionBoundKeys.map((name) => [name, boundMm(name).optional()])) as Record<
  DimensionBoundKey,
  z.ZodOptional<ReturnType<typeof boundMm>>
>;

const facetValue = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .check(oneLine(() => v.fieldNames.filter));

/**
 * Query of GET /products/: without any of these it answers the whole catalog (docs/product/api.md#original-api).
 * `grade` and `standard` must be values the catalog has (GET /products/facets lists them); the
 * server answers 400 for any other. `sizeMin`/`sizeMax` bound the main dimension in millimetres.
 */
export const productQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(productPageSizeMax).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
    q: z
      .string()
      .trim()
      .max(100)
      .check(oneLine(() => v.fieldNames.search))
      .optional(),
    metal: z.enum(metals).optional(),
    form: z.enum(forms).optional(),
    grade: facetValue.optional(),
    standard: facetValue.optional(),
    inStock: z.enum(['true', 'false']).optional(),
    /** Only products below their reorder point (shared/catalog/stock-status.ts): the back office's filter. */
    lowStock: z.enum(['true', 'false']).optional(),
    sizeMin: sizeMm.optional(),
    sizeMax: sizeMm.optional(),
    ...boundsShape,
    sort: z.enum(productSorts, { error: () => v.sortOneOf(productSorts) }).optional(),
    /** PRODUCT.md §17: prices in this offered currency (the base when absent); 400 for any other. */
    currency: z.string().trim().max(16).optional(),
  })
  .refine((q) => q.sizeMin === undefined || q.sizeMax === undefined || q.sizeMin <= q.sizeMax, {
    error: () => v.sizeRange,
    path: ['sizeMin'],
  })
  .superRefine((q, context) => {
    for (const { key, min, max } of dimensionBounds) {
      const low = q[min] as number | undefined;
      const high = q[max] as number | undefined;
      if (low !== undefined && high !== undefined && low > high)
        context.addIssue({ code: 'custom', message: v.dimensionBoundRange(v.dimensionNames[key]), path: [min] });
    }
  });
export type ProductQueryInput = z.input<typeof productQuerySchema>;

/**
 * GET /products/facets: what the filters can offer. Each list answers for the products that the
 * query's OTHER filters leave (a facet ignores its own filter, so choosing a grade still lists the
 * other grades, and choosing a metal narrows the grades to that metal's): the grades, standards,
 * metals and forms sorted, and each dimension's smallest and largest value (null when none of
 * those products has it). Without a query: the whole catalog's.
 */
export const productFacetsSchema = z.object({
  grades: z.array(z.string()),
  standards: z.array(z.string()),
  metals: z.array(z.enum(metals)),
  forms: z.array(z.enum(forms)),
  dimensions: z.object(
    Object.fromEntries(
      dimensionKeys.map((key) => [key, z.object({ min: z.number(), max: z.number() }).nullable()]),
    ) as Record<DimensionKey, z.ZodNullable<z.ZodObject<{ min: z.ZodNumber; max: z.ZodNumber }>>>,
  ),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;
