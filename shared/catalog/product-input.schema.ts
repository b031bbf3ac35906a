import { z } from 'zod';
import { productComplianceInputSchema } from '../compliance/compliance.schema.ts';
import { imageUrlSchema } from '../image-url.schema.ts';
import { validation as v } from '../messages/validation.ts';
import { multiLine, oneLine } from '../text.schema.ts';
import { fixedPricesSchema } from './fixed-prices.schema.ts';
import { productTranslationsSchema } from './product-translations.schema.ts';
import { labels, productLimits, productSpecSchema, specProblems, stockAndPriceSchema } from './product.schema.ts';
import { forms, metals } from './taxonomy.ts';

/*
 * The bodies admins send (Add Product, the edit page, Update product, the CSV import), with the
 * export facts of PRODUCT.md §19. Apart from product.schema.ts because the facts' country check
 * reads the ISO 3166 tables: only the admin forms and the server load this module, never the
 * catalog's pages. Their types are exported by product.schema.ts.
 */

/** Every field an admin sets on a product, without the cross-field rules (see productInputSchema). */
const productFieldsSchema = z
  .object({
    name: z
      .string({ error: () => v.required(labels.name) })
      .trim()
      .min(1, { error: () => v.required(labels.name) })
      .max(productLimits.nameMax)
      .check(oneLine(() => labels.name)),
    picture: imageUrlSchema(() => labels.picture),
    about: z
      .string({ error: () => v.required(labels.about) })
      .trim()
      .min(1, { error: () => v.required(labels.about) })
      .max(productLimits.aboutMax)
      .check(multiLine(() => labels.about)),
    origin: z
      .string({ error: () => v.required(labels.origin) })
      .trim()
      .min(1, { error: () => v.required(labels.origin) })
      .max(productLimits.originMax)
      .check(oneLine(() => labels.origin)),
    metal: z.enum(metals).nullable().optional(),
    form: z.enum(forms).nullable().optional(),
  })
  .extend(stockAndPriceSchema.shape)
  .extend(productSpecSchema.shape)
  // PRODUCT.md §17: fixed lists in other currencies; the server checks them against its settings.
  .extend({ prices: fixedPricesSchema.optional() })
  // PRODUCT.md §19: export facts; each optional, null clears.
  .extend(productComplianceInputSchema.shape)
  // PRODUCT.md §18: name and about in German and French; omitted stays (PATCH), `{}` clears.
  .extend({ translations: productTranslationsSchema.optional() })
  .strict();

/** Body of POST /products (Add Product form). */
export const productInputSchema = productFieldsSchema.superRefine((input, ctx) => {
  for (const problem of specProblems(input))
    ctx.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message });
});

/**
 * Body of PATCH /products/{id} (the edit page): any of Add Product's fields, each validated alone;
 * the server runs specProblems on the product as it would be after the change.
 */
export const productPatchSchema = productFieldsSchema.partial().strict();

/**
 * Body of PUT /products/{id}. docs/product/api.md#original-api sends name and about too, but they are read-only on the
 * Update product page, so the server accepts and ignores them.
 */
export const productUpdateSchema = stockAndPriceSchema
  .extend({
    name: z.string().max(productLimits.nameMax).optional(),
    about: z.string().max(productLimits.aboutMax).optional(),
    /** Omitted: the fixed lists stay; `{}`: cleared; else replaced whole. */
    prices: fixedPricesSchema.optional(),
  })
  .extend(productComplianceInputSchema.shape);
