import { z } from 'zod';
import { isCountryCode, isRegionOf } from '../addresses/address.schema.ts';
import { addressTexts } from '../messages/addresses.ts';
import { taxStanding as t } from '../messages/tax-standing.ts';
import { oneLine } from '../text.schema.ts';

/*
 * Tax exemption certificates (PRODUCT.md §16): a company admin uploads one for a region (ISO
 * 3166-2) or a whole country (ISO 3166-1); the store approves or rejects it. The form's fields are
 * checked by this schema in the browser and on the server (which also checks the file).
 */

export const exemptionReasons = ['resale', 'manufacturing', 'government', 'other'] as const;
export type ExemptionReason = (typeof exemptionReasons)[number];
export const exemptionStatuses = ['pending', 'approved', 'rejected'] as const;
export type ExemptionStatus = (typeof exemptionStatuses)[number];

const day = z
  .string({ error: () => t.expiresOnInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => t.expiresOnInvalid })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: () => t.expiresOnInvalid },
  );

const optionalCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(6)
  .optional()
  .transform((value) => value || undefined);

/** The text fields of POST /companies/mine/tax-exemptions (multipart, beside `file`). */
export const taxExemptionFieldsSchema = z
  .object({
    region: optionalCode,
    country: optionalCode,
    number: z
      .string({ error: () => t.numberRequired })
      .trim()
      .min(1, { error: () => t.numberRequired })
      .max(60)
      .check(oneLine(() => t.fields.number)),
    reason: z.enum(exemptionReasons, { error: () => t.reasonInvalid }),
    expiresOn: day,
  })
  .superRefine((fields, ctx) => {
    if (Boolean(fields.region) === Boolean(fields.country)) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: t.regionOrCountry });
      return;
    }
    if (fields.country && !isCountryCode(fields.country)) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: addressTexts.unknownCountry(fields.country) });
    }
    const region = fields.region;
    if (region && !isRegionOf(region.slice(0, 2), region)) {
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: addressTexts.unknownRegion(region, region.slice(0, 2)),
      });
    }
  });
export type TaxExemptionFields = z.output<typeof taxExemptionFieldsSchema>;

/** Whether a certificate expiring on `expiresOn` (YYYY-MM-DD) is still good on `onDate`: it is through its last day. */
export const isUnexpired = (expiresOn: string, onDate: string): boolean => expiresOn >= onDate;

/** A certificate as both sides list it. */
export const taxExemptionSchema = z.object({
  _id: z.string(),
  companyId: z.string(),
  /** ISO 3166-2, or null when the certificate covers the whole `country`. */
  region: z.string().nullable(),
  /** ISO 3166-1: the region's country, or the country the certificate covers. */
  country: z.string(),
  number: z.string(),
  reason: z.enum(exemptionReasons),
  expiresOn: z.string(),
  expired: z.boolean(),
  status: z.enum(exemptionStatuses),
  fileName: z.string(),
  /** GET it with the caller's session: the company's admins and the store's. */
  fileUrl: z.string(),
  uploadedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The store admin who approved or rejected it (name, else email). */
  decidedBy: z.string().nullable(),
});
export type TaxExemption = z.infer<typeof taxExemptionSchema>;
