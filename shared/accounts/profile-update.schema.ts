import type { z } from 'zod';
import { addressSchema } from '../addresses/address.schema.ts';
import { profileInputSchema } from './account.schema.ts';

/**
 * PUT /user/{email} with a profile, plus the saved ship-to, structured (PRODUCT.md §16); left out,
 * the saved one stays. Apart from account.schema.ts so that the sign-in forms, which are on the
 * first load, never carry the ISO 3166 data the address schema checks against.
 */
export const profileUpdateSchema = profileInputSchema.extend({ shipTo: addressSchema.optional() });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
