import type { Kysely } from 'kysely';
import type { CompanyRole, PaymentTerms } from '#shared/companies/company.schema.ts';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';

/** What the order model needs to know about the caller's company, read where it is used. */
export interface Membership {
  companyId: string;
  companyName: string;
  role: CompanyRole;
  /** Null: no monthly limit. */
  monthlyLimitCents: number | null;
  approvalThresholdCents: number | null;
  paymentTerms: PaymentTerms | null;
  creditLimitCents: number;
  /** The contract discount in basis points (`discountedUnitCents` takes percent: bp / 100). */
  discountBp: number;
  /** What an order of theirs bills (PRODUCT.md §16): the billing address as text and structured (JSON), the tax id. */
  billingAddress: string;
  billingAddressJson: string | null;
  taxId: string;
  /** The company's VAT ID (PRODUCT.md §16, prefix included), null without one; printed on its invoices. */
  vatId: string | null;
  /**
   * The currency the store set for the company (PRODUCT.md §17), null: the base. The limits above
   * are in it (company-currency.ts).
   */
  currency: string | null;
}

/**
 * The account's company and role, or undefined when it is in none. Read per request (never
 * cached in the session), so a removed member loses the company's orders at once; pass the
 * transaction to read it inside one.
 */
export async function membershipOf(db: Kysely<Database>, userId: string): Promise<Membership | undefined> {
  const [row] = await membershipRow(db, userId);
  if (!row) return undefined;
  return {
    ...row,
    monthlyLimitCents: row.monthlyLimitCents === null ? null : Number(row.monthlyLimitCents),
    approvalThresholdCents: row.approvalThresholdCents === null ? null : Number(row.approvalThresholdCents),
    creditLimitCents: Number(row.creditLimitCents),
  };
}

/** Read by most requests of a signed-in buyer, some twice: compiled once (prepared-query.ts). */
const membershipRow = preparedQuery((db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('company_members')
    .innerJoin('companies', 'companies.id', 'company_members.company_id')
    .select([
      'companies.id as companyId',
      'companies.name as companyName',
      'company_members.role as role',
      'company_members.monthly_limit_cents as monthlyLimitCents',
      'companies.approval_threshold_cents as approvalThresholdCents',
      'companies.payment_terms as paymentTerms',
      'companies.credit_limit_cents as creditLimitCents',
      'companies.discount_bp as discountBp',
      'companies.billing_address as billingAddress',
      'companies.billing_address_json as billingAddressJson',
      'companies.tax_id as taxId',
      'companies.vat_id as vatId',
      'companies.currency as currency',
    ])
    .where('company_members.user_id', '=', userId),
);
