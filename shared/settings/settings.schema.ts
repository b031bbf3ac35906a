import { z } from 'zod';
import { complianceSettingsSchema } from './compliance.schema.ts';
import { currencySettingsSchema } from './currencies.schema.ts';
import { remittanceSettingsSchema } from './remittance.schema.ts';
import { shippingSettingsSchema } from './shipping.schema.ts';
import { taxSettingsSchema } from './tax.schema.ts';

/** The store settings' sections (PRODUCT.md §16): `GET|PUT /settings/{section}`, page /dashboard/settings. */
export const settingsSchemas = {
  shipping: shippingSettingsSchema,
  tax: taxSettingsSchema,
  currencies: currencySettingsSchema,
  compliance: complianceSettingsSchema,
  remittance: remittanceSettingsSchema,
} as const;
export type SettingsSection = keyof typeof settingsSchemas;
export const settingsSections = Object.keys(settingsSchemas) as SettingsSection[];
export type SectionSettings<S extends SettingsSection> = z.output<(typeof settingsSchemas)[S]>;

/** What `GET` answers: exactly what `PUT` takes, plus who changed it last and when (ignored by `PUT`). */
export const settingsAuditSchema = z.object({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
