import { z } from 'zod';

/*
 * The currency a visitor or buyer sees and orders in (PRODUCT.md §17), as the navbar's chooser
 * reads and sets it: GET and PUT /currency.
 */

/** The cookie that keeps a visitor's choice (a year; the profile keeps a buyer's). */
export const currencyCookie = 'currency';

/** Where the answer's currency comes from, strongest first; `base` when nothing chose one. */
export const currencySources = ['company', 'profile', 'cookie', 'base'] as const;

export const chosenCurrencySchema = z.object({
  /** The currency prices are shown and orders placed in. */
  currency: z.string(),
  base: z.string(),
  /** What the chooser offers, the base first. */
  offered: z.array(z.string()),
  source: z.enum(currencySources),
});
export type ChosenCurrency = z.infer<typeof chosenCurrencySchema>;

/** PUT /currency: an offered code (any case), or null to go back to the base. */
export const chooseCurrencyInputSchema = z.object({
  currency: z.string().trim().toUpperCase().max(16).nullable(),
});
