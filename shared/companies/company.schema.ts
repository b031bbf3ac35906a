import { z } from 'zod';
import { addressOrText, textOrAddress } from '../addresses/address-input.schema.ts';
import { companies as m } from '../messages/companies.ts';
import { isWholeCents } from '../money.ts';
import { isoDateSchema } from '../orders/purchase-order.schema.ts';
import { currencyCodeSchema } from '../settings/currencies.schema.ts';
import { validation } from '../messages/validation.ts';
import { type Label, multiLine, oneLine } from '../text.schema.ts';

const names = validation.fieldNames;

/*
 * The contract of company accounts (docs/product/companies.md, ADR 016): the bodies the API takes
 * and the forms send, checked by the same schemas on both sides.
 */

/** A member's role in their company: admins manage, approve and pay; buyers order. */
export const companyRoles = ['admin', 'buyer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** The net terms the store can grant, and their days. */
export const paymentTermsDays = { net15: 15, net30: 30, net45: 45, net60: 60 } as const;
export type PaymentTerms = keyof typeof paymentTermsDays;
export const paymentTermsValues = Object.keys(paymentTermsDays) as PaymentTerms[];

/** The largest contract discount the store may give (percent). */
export const maxDiscountPercent = 50;
/** How long an invitation link works. */
export const invitationDays = 7;

const money = (label: Label) =>
  z
    .number()
    .min(0, { error: () => m.notNegative(label()) })
    .max(99_999_999.99)
    .refine(isWholeCents, { error: () => m.wholeCents(label()) });
/**
 * A text field, one line (a name, a tax id, a reference) or several (an address, a reason typed
 * in a textarea); `label` names it when it holds a control character (PRODUCT.md §21).
 */
const text = (maximum: number, label: Label, options: { required?: Label; lines?: 'one' | 'many' } = {}) => {
  const { required, lines = 'one' } = options;
  const check = lines === 'one' ? oneLine(label) : multiLine(label);
  return required
    ? z
        .string({ error: required })
        .trim()
        .min(1, { error: required })
        .max(maximum, { error: () => m.tooLong(maximum) })
        .check(check)
    : z
        .string()
        .trim()
        .max(maximum, { error: () => m.tooLong(maximum) })
        .check(check);
};

/** POST /companies: the caller, in no company yet, creates one and becomes its admin. */
export const createCompanySchema = z.object({
  name: text(160, () => m.pages.fields.name, { required: () => m.nameRequired }),
  taxId: text(40, () => names.taxId)
    .optional()
    .default(''),
  /** The old free text, or structured (PRODUCT.md §16). */
  billingAddress: textOrAddress(
    text(500, () => m.pages.fields.billingAddress, { required: () => m.billingAddressRequired, lines: 'many' }),
  ),
});

/** A ship-to address the company keeps; checkout offers them, the default first. */
export const companyAddressSchema = addressOrText(
  {
    label: text(80, () => names.addressLabel)
      .optional()
      .default(''),
    isDefault: z.boolean().optional().default(false),
  },
  // Structured (line1, city, country, …) or, as before, the free text in `address` (PRODUCT.md §16).
  text(500, () => m.pages.fields.address, { required: () => m.shipToAddressRequired, lines: 'many' }),
);

/** PATCH /companies/mine (company admins): what the company sets itself. */
export const companyPatchSchema = createCompanySchema.partial().extend({
  // Without create's default: a patch that leaves the tax id out keeps it rather than clearing it.
  taxId: text(40, () => names.taxId).optional(),
  addresses: z.array(companyAddressSchema).max(20).optional(),
  /** Orders above it wait for a company admin's approval; null: none do. */
  approvalThreshold: money(() => m.labels.approvalThreshold)
    .nullable()
    .optional(),
});

/** PATCH /companies/{id} (store admins): terms, credit and the contract discount. */
export const storeCompanyPatchSchema = z.object({
  paymentTerms: z
    .enum(paymentTermsValues as [PaymentTerms, ...PaymentTerms[]], { error: () => m.paymentTerms })
    .nullable()
    .optional(),
  creditLimit: money(() => m.labels.creditLimit).optional(),
  discountPercent: z
    .number({ error: () => m.discountRange })
    .min(0, { error: () => m.discountRange })
    .max(maxDiscountPercent, { error: () => m.discountRange })
    .refine(isWholeCents, { error: () => m.discountRange })
    .optional(),
  /**
   * PRODUCT.md §17: the currency the company's members see and order in, and its credit limit,
   * approval threshold and monthly limits are kept in; one the store offers (/settings/currencies,
   * else 400); null: the store's base.
   */
  currency: currencyCodeSchema.nullable().optional(),
});

/** POST /companies/mine/invitations (company admins). */
export const invitationSchema = z.object({
  email: z.email({ error: () => m.emailInvalid }).max(254, { error: () => m.emailInvalid }),
  role: z.enum(companyRoles, { error: () => m.roleInvalid }),
});

/** PATCH /companies/mine/members/{userId} (company admins). */
export const memberPatchSchema = z.object({
  role: z.enum(companyRoles, { error: () => m.roleInvalid }).optional(),
  /** Null: no monthly limit. */
  monthlySpendingLimit: money(() => m.labels.monthlySpendingLimit)
    .nullable()
    .optional(),
});

/** POST /purchase-orders/{id}/reject (a company admin of the order's company). */
export const rejectOrderSchema = z.object({
  reason: text(500, () => names.reason, { required: () => m.reasonRequired, lines: 'many' }),
});

/** POST /purchase-orders/{id}/payments (store admins): money received by transfer. */
export const transferSchema = z.object({
  amount: z
    .number({ error: () => m.amountPositive })
    .positive({ error: () => m.amountPositive })
    .max(99_999_999.99)
    .refine(isWholeCents, { error: () => m.wholeCents(m.labels.amount) }),
  reference: text(120, () => names.reference, { required: () => m.referenceRequired }),
  receivedAt: isoDateSchema,
  /**
   * PRODUCT.md §17: the currency the money came in; absent, the order's. An amount is always in
   * the order's currency: another is refused (400), never converted.
   */
  currency: currencyCodeSchema.optional(),
});
