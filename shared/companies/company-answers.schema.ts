import { z } from 'zod';
import { addressAnswerSchema } from '../addresses/address-answer.schema.ts';
import { validation } from '../messages/validation.ts';
import { oneLine } from '../text.schema.ts';
import { companyRoles, paymentTermsValues, type PaymentTerms } from './company.schema.ts';
import { vatIdStatuses } from '../tax-standing/vat-id-status.ts';
import { screeningMatchSchema } from '../compliance/compliance.schema.ts';

/*
 * What the company routes answer (docs/product/companies.md): the OpenAPI documents and the server
 * serialises these, and the company pages read their types. Money in dollars, as every answer of
 * the API (the server keeps cents).
 */

const role = z.enum(companyRoles);
const terms = z.enum(paymentTermsValues as [PaymentTerms, ...PaymentTerms[]]);

export const companyMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  /** Null: no monthly limit. */
  monthlySpendingLimit: z.number().nullable(),
  /** Their orders for the company this calendar month (UTC), except cancelled and rejected ones. */
  spentThisMonth: z.number(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** A ship-to the company keeps: structured, with `address` its text of old (PRODUCT.md §16). */
export const companyAddressAnswerSchema = addressAnswerSchema.extend({
  _id: z.string(),
  label: z.string(),
  isDefault: z.boolean(),
});

/** GET /companies/mine and, with `invoices`, GET /companies/{id}. */
export const companySchema = z.object({
  _id: z.string(),
  name: z.string(),
  taxId: z.string(),
  billingAddress: z.string(),
  /** The billing address structured, `address` its text (PRODUCT.md §16). */
  billing: addressAnswerSchema,
  addresses: z.array(companyAddressAnswerSchema),
  members: z.array(companyMemberSchema),
  approvalThreshold: z.number().nullable(),
  paymentTerms: terms.nullable(),
  creditLimit: z.number(),
  /** Still owed on the company's invoices on account. */
  openBalance: z.number(),
  /** The part of it past due. */
  overdueBalance: z.number(),
  discountPercent: z.number(),
  /**
   * PRODUCT.md §17: the currency the store set for the company, or its base when none: the one
   * every amount of this answer (limits, threshold, balances, spending) is in.
   */
  currency: z.string(),
  /** PRODUCT.md §16: the company's VAT ID (normalised, prefix included), and whether VIES or the store verified it. */
  vatId: z.string().nullable(),
  vatIdStatus: z.enum(vatIdStatuses),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** An invoice on account as the store's company page lists it. */
export const companyInvoiceSchema = z.object({
  _id: z.string(),
  /** RM-000123. */
  number: z.string(),
  poNumber: z.string().nullable(),
  date: z.string(),
  dueDate: z.string().nullable(),
  total: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  overdue: z.boolean(),
  /** PRODUCT.md §17: the invoice's own currency, its order's, which its amounts are in. */
  currency: z.string(),
});
export type CompanyInvoice = z.infer<typeof companyInvoiceSchema>;

/**
 * PRODUCT.md §19: the denied-party screening match that flags the company's name (null: none). The
 * store's alone: the members' own answer (GET /companies/mine) never carries it.
 */
const companyScreeningSchema = screeningMatchSchema.nullable();

export const storeCompanySchema = companySchema.extend({
  invoices: z.array(companyInvoiceSchema),
  screening: companyScreeningSchema,
});
export type StoreCompany = z.infer<typeof storeCompanySchema>;

/** A row of GET /companies (store admins). */
export const companySummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  taxId: z.string(),
  memberCount: z.number(),
  paymentTerms: terms.nullable(),
  creditLimit: z.number(),
  openBalance: z.number(),
  overdueBalance: z.number(),
  discountPercent: z.number(),
  /** PRODUCT.md §17: as on the company: the currency of its limit and balances. */
  currency: z.string(),
  vatId: z.string().nullable(),
  vatIdStatus: z.enum(vatIdStatuses),
  screening: companyScreeningSchema,
  createdAt: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** GET /companies: a search of company names and member emails, paged like the other lists. */
export const companyQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .check(oneLine(() => validation.fieldNames.search))
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});

/** A pending invitation (GET /companies/mine/invitations). */
export const companyInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

/**
 * GET /invitations/{token}: what the /join page shows before accepting. The address is masked
 * (j•••@example.com) so a forwarded link does not tell whom it was for; `forYou` says whether the
 * signed-in caller's address is the invited one.
 */
export const invitationPreviewSchema = z.object({
  companyName: z.string(),
  role,
  email: z.string(),
  expiresAt: z.string(),
  forYou: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** Masks an address as the invitation preview shows it: the first character of the local part. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
