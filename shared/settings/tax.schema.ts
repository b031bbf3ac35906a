import { z } from 'zod';
import { countryCodeSchema, isRegionOf } from '../addresses/address.schema.ts';
import { oneLine } from '../text.schema.ts';
import { settingsTexts as t } from '../messages/settings-texts.ts';

/** One place the store collects tax: a whole country, or one ISO 3166-2 region of it. */
export const taxRegistrationSchema = z
  .object({
    country: countryCodeSchema,
    region: z.string().trim().toUpperCase().max(6).optional(),
    /** Percent: 6 means 6 %. */
    rate: z
      .number({ error: () => t.required(t.fields.rate) })
      .min(0, { error: () => t.percent(t.fields.rate) })
      .max(100, { error: () => t.percent(t.fields.rate) }),
    label: z
      .string()
      .trim()
      .min(1, { error: () => t.required(t.fields.label) })
      .max(60)
      .check(oneLine(() => t.fields.label)),
    taxId: z
      .string()
      .trim()
      .min(1, { error: () => t.required(t.fields.taxId) })
      .max(40)
      .check(oneLine(() => t.fields.taxId)),
  })
  .superRefine((registration, ctx) => {
    if (registration.region && !isRegionOf(registration.country, registration.region)) {
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: t.regionNotOfCountry(registration.region, registration.country),
      });
    }
  });

/** `/settings/tax` (PRODUCT.md §16). */
export const taxSettingsSchema = z.object({
  registrations: z.array(taxRegistrationSchema).max(200),
  freightTaxable: z.boolean(),
});
export type TaxSettings = z.output<typeof taxSettingsSchema>;
export type TaxRegistration = z.output<typeof taxRegistrationSchema>;
