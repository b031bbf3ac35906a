import { z } from 'zod';
import { companyRoles, paymentTermsValues, type PaymentTerms } from './company.schema.ts';

/**
 * GET /companies/mine/membership: the caller's company in brief, or `company: null` when in none.
 * Always 200 for a signed-in caller, so the pages that only need to know (the dashboard menu, the
 * member's price on every product card) ask without a 404 in the browser's console for every
 * account in no company; GET /companies/mine stays the full read (404 when in none).
 */
export const membershipAnswerSchema = z.object({
  company: z
    .object({
      _id: z.string(),
      name: z.string(),
      role: z.enum(companyRoles),
      discountPercent: z.number(),
      paymentTerms: z.enum(paymentTermsValues as [PaymentTerms, ...PaymentTerms[]]).nullable(),
    })
    .nullable(),
});
export type MembershipAnswer = z.infer<typeof membershipAnswerSchema>;
