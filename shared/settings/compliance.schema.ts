import { z } from 'zod';
import { countryCodeSchema } from '../addresses/address.schema.ts';

/** `/settings/compliance` (PRODUCT.md §19): embargoed and review destinations, the screening match threshold. */
export const complianceSettingsSchema = z.object({
  embargoed: z.array(countryCodeSchema).max(300),
  reviewDestinations: z.array(countryCodeSchema).max(300),
  screeningThreshold: z.number().min(0).max(1),
});
export type ComplianceSettings = z.output<typeof complianceSettingsSchema>;
