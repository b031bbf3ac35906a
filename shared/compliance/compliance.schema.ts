import { z } from 'zod';
import { countryCodeSchema } from '../addresses/address.schema.ts';

/*
 * Export compliance (PRODUCT.md §19): the product's facts, the end-use statement a controlled line
 * going abroad needs, and why an order is held. One schema per rule, read by the server's routes
 * and the web app's forms.
 */

/** "8108.90" and "8108 90 30" are read as digits: the code is its 6 to 10 digits. */
export const hsCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.replace(/[.\s]/g, ''))
  .pipe(z.string().regex(/^\d{6,10}$/, 'HS code must be 6 to 10 digits'));

/** `EAR99`, `1C202`, `9A991.d`, `5A992.c`: letters, digits, dots and dashes; empty means not controlled. */
export const exportClassificationSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(20, 'Export classification must be at most 20 characters')
  .regex(/^[A-Z0-9.-]*$/, 'Export classification may hold only letters, digits, dots and dashes');

/** The compliance fields of a product as the API takes them (each optional on a write; null clears). */
export const productComplianceInputSchema = z.object({
  hsCode: hsCodeSchema.nullable().optional(),
  countryOfOrigin: countryCodeSchema.nullable().optional(),
  exportClassification: exportClassificationSchema.nullable().optional(),
  conflictMinerals: z.boolean().optional(),
});

/** As every product answer carries them. */
export const productComplianceSchema = z.object({
  hsCode: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  exportClassification: z.string().nullable(),
  conflictMinerals: z.boolean(),
});
export type ProductCompliance = z.infer<typeof productComplianceSchema>;

/**
 * True when a line of this classification needs an end-use statement to ship abroad: anything
 * classified but `EAR99` (the US catch-all for items not on the Commerce Control List).
 */
export function isControlled(exportClassification: string | null | undefined): boolean {
  const code = (exportClassification ?? '').trim().toUpperCase();
  return code !== '' && code !== 'EAR99';
}

/** The end-use statement of the checkout (`endUse`), required for a controlled line going abroad. */
export const endUseInputSchema = z.object({
  endUser: z.string().trim().min(1, 'End user is required').max(200),
  country: countryCodeSchema,
  purpose: z.string().trim().min(1, 'End use is required').max(1000),
  confirm: z.literal(true, { error: 'Confirm the end-use statement' }),
});
export type EndUseInput = z.input<typeof endUseInputSchema>;

/** The statement as the order keeps and answers it. */
export const endUseSchema = z.object({ endUser: z.string(), country: z.string(), purpose: z.string() });
export type EndUse = z.infer<typeof endUseSchema>;

/** Whose name matched a list entry. */
export const screenedParties = ['company', 'buyer', 'shipToName', 'shipToCompany'] as const;
export type ScreenedParty = (typeof screenedParties)[number];

/** A name that matched an entry of the denied-party list, with the entry and the score (0 to 1). */
export const screeningMatchSchema = z.object({
  party: z.enum(screenedParties),
  name: z.string(),
  entry: z.object({
    position: z.number().int(),
    name: z.string(),
    /** The entry's name or alternative name that matched best. */
    matchedName: z.string(),
    country: z.string(),
    source: z.string(),
  }),
  score: z.number(),
});
export type ScreeningMatch = z.infer<typeof screeningMatchSchema>;

/** Why an order is held: a screening match, or a controlled line going to a review destination. */
export const holdReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('screening'), match: screeningMatchSchema }),
  z.object({ kind: z.literal('destination'), country: z.string(), lines: z.array(z.string()) }),
]);
export type HoldReason = z.infer<typeof holdReasonSchema>;

/** An order's compliance hold as every order answer carries it (null: never held). */
export const complianceHoldSchema = z.object({
  reasons: z.array(holdReasonSchema),
  /** held, then released (the order goes on) or refused (cancelled, stock returned). */
  state: z.enum(['held', 'released', 'refused']),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** The release's note or the refusal's reason. */
  note: z.string().nullable(),
});
export type ComplianceHold = z.infer<typeof complianceHoldSchema>;
