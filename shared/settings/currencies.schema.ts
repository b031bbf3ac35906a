import { z } from 'zod';
import { numberFormat } from '../i18n/format.ts';
import { settingsTexts as t } from '../messages/settings-texts.ts';

/** ISO 4217 codes the platform knows (Node 24 and every current browser list them). */
const knownCurrencies: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

const digitsOf = new Map<string, number>();

/**
 * Digits after the decimal point of a currency's minor unit: USD 2, JPY 0, KWD 3, in every language. Kept per code: a
 * NumberFormat costs ~10 µs, and every amount converted asks (5 % of a checkout's CPU, issue 31).
 */
export function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = numberFormat({ style: 'currency', currency }, 'en').resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => knownCurrencies.has(code), {
    error: (issue) => t.unknownCurrency(String(issue.input).slice(0, 8)),
  });

/** `/settings/currencies` (PRODUCT.md §17): `perBase` units of the currency buy one unit of the base. */
export const currencySettingsSchema = z
  .object({
    base: currencyCodeSchema,
    offered: z.array(currencyCodeSchema).min(1).max(50),
    rates: z
      .array(
        z.object({
          currency: currencyCodeSchema,
          perBase: z
            .number()
            .gt(0, { error: () => t.positive(t.fields.rate) })
            .max(1_000_000),
          asOf: z.iso.date(),
        }),
      )
      .max(50),
  })
  .superRefine((settings, ctx) => {
    if (!settings.offered.includes(settings.base))
      ctx.addIssue({ code: 'custom', path: ['offered'], message: t.baseOffered });
    for (const currency of settings.offered) {
      if (currency !== settings.base && !settings.rates.some((rate) => rate.currency === currency)) {
        ctx.addIssue({ code: 'custom', path: ['rates'], message: t.rateMissing(currency) });
      }
    }
    settings.rates.forEach((rate, index) => {
      if (!settings.offered.includes(rate.currency)) {
        ctx.addIssue({ code: 'custom', path: ['rates', index, 'currency'], message: t.rateNotOffered(rate.currency) });
      }
    });
  });
export type CurrencySettings = z.output<typeof currencySettingsSchema>;
