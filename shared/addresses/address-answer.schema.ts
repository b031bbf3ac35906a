import { z } from 'zod';

/** An address as answered: the structured fields plus `address`, the printable text of old. */
export const addressAnswerSchema = z.object({
  name: z.string().optional(),
  company: z.string().optional(),
  line1: z.string(),
  line2: z.string().optional(),
  /** Empty for an address kept from the old free text. */
  city: z.string(),
  region: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string(),
  /** The address as text, one line per line: as typed when it was given as free text. */
  address: z.string(),
});
export type AddressAnswer = z.infer<typeof addressAnswerSchema>;
