import { z } from 'zod';
import { imageUrlSchema } from '../image-url.schema.ts';
import { isWholeCents } from '../money.ts';
import { forms, metals } from './taxonomy.ts';

/** Limits shared by the admin forms and the server (issue 5: lengths bounded, whole quantities). */
export const productLimits = {
  nameMax: 160,
  aboutMax: 2000,
  originMax: 80,
  quantityMax: 10_000_000,
  priceMax: 1_000_000,
} as const;

/** A product as the API answers it (SPEC.md §3 field names). */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  picture: z.string(),
  about: z.string(),
  total: z.number().int(),
  minimum: z.number().int(),
  price: z.number(),
  origin: z.string(),
  metal: z.enum(metals).nullable(),
  form: z.enum(forms).nullable(),
});
export type Product = z.infer<typeof productSchema>;

const required = (label: string) => `${label} is required`;

const wholeQuantity = (label: string, min: number) =>
  z
    .number({ error: required(label) })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(productLimits.quantityMax, `${label} is too large`);

/** Quantity and price rules that both Add Product and Update product enforce. */
export const stockAndPriceSchema = z
  .object({
    // Zero stock is allowed: the product stays listed, and nobody can order it.
    total: wholeQuantity('Available quantity', 0),
    minimum: wholeQuantity('Minimum order quantity', 1),
    price: z
      .number({ error: required('Price per unit') })
      // At least one cent: a positive price below it rounds to 0 cents (found by the fuzz test).
      .min(0.01, 'Price per unit must be more than 0')
      .max(productLimits.priceMax, 'Price per unit is too large')
      .refine(isWholeCents, 'Price per unit can have at most two decimals'),
  })
  .strict();

/** Body of POST /products (Add Product form). */
export const productInputSchema = z
  .object({
    name: z
      .string({ error: required('Name') })
      .trim()
      .min(1, required('Name'))
      .max(productLimits.nameMax),
    picture: imageUrlSchema('Image URL'),
    about: z
      .string({ error: required('Short description') })
      .trim()
      .min(1, required('Short description'))
      .max(productLimits.aboutMax),
    origin: z
      .string({ error: required('Origin') })
      .trim()
      .min(1, required('Origin'))
      .max(productLimits.originMax),
    metal: z.enum(metals).nullable().optional(),
    form: z.enum(forms).nullable().optional(),
  })
  .extend(stockAndPriceSchema.shape)
  .strict();
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * Body of PUT /products/{id}. SPEC.md §7 sends name and about too, but they are read-only on the
 * Update product page, so the server accepts and ignores them.
 */
export const productUpdateSchema = stockAndPriceSchema.extend({
  name: z.string().max(productLimits.nameMax).optional(),
  about: z.string().max(productLimits.aboutMax).optional(),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
