import { z } from 'zod';
import { validation as v } from '../messages/validation.ts';
import { type Label } from '../text.schema.ts';
import { fitsUnit } from './units.ts';

/*
 * A product's fixed prices in other currencies (PRODUCT.md §17, ADR 031): `prices: {EUR: {price,
 * priceBreaks}}`, major units of that currency. The shape is checked here alone; which currencies
 * are allowed and how many decimals each has depend on the store's settings, so
 * `fixedPricesProblems` (fixed-prices.ts) checks those where the settings are known (the server,
 * the admin forms).
 */

/** Prices in a currency may be larger numbers than dollars (¥): the bound is on minor units. */
const fixedPriceMax = 1_000_000_000;
// As productLimits (product.schema.ts, which imports this file).
const quantityMax = 10_000_000;

const positivePrice = (label: Label) =>
  z
    .number({ error: () => v.required(label()) })
    .gt(0, { error: () => v.pricePositive(label()) })
    .max(fixedPriceMax, { error: () => v.tooLarge(label()) });

export const fixedPriceSchema = z
  .object({
    price: positivePrice(() => v.fieldNames.price),
    priceBreaks: z
      .array(
        z
          .object({
            minQuantity: z
              .number()
              .positive({ error: () => v.priceBreakFrom })
              .max(quantityMax)
              .refine((value) => fitsUnit('m', value), { error: () => v.priceBreakFrom }),
            price: positivePrice(() => v.priceBreak),
          })
          .strict(),
      )
      .max(10, { error: () => v.priceBreaksMax })
      .default([]),
  })
  .strict();
export type FixedPriceInput = z.infer<typeof fixedPriceSchema>;

/** `prices` as admins send it; `{}` clears every fixed list (each currency converted again). */
export const fixedPricesSchema = z.record(z.string().max(8), fixedPriceSchema);
export type FixedPricesInput = z.infer<typeof fixedPricesSchema>;
