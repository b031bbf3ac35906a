import { randomUUID } from 'node:crypto';
import type { CompanyRole, PaymentTerms } from '#shared/companies/company.schema.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * A company straight in the tables, so order tests do not depend on the company routes. Money in
 * cents; the discount in basis points, as stored.
 */
export async function insertCompany(
  t: TestApp,
  company: {
    name?: string;
    paymentTerms?: PaymentTerms | null;
    creditLimitCents?: number;
    discountBp?: number;
    approvalThresholdCents?: number | null;
  } = {},
): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await t.app.db
    .insertInto('companies')
    .values({
      id,
      name: company.name ?? `Company ${id.slice(0, 8)}`,
      tax_id: '',
      billing_address: '1 Ledger Street, Leeds',
      approval_threshold_cents: company.approvalThresholdCents ?? null,
      payment_terms: company.paymentTerms ?? null,
      credit_limit_cents: company.creditLimitCents ?? 0,
      discount_bp: company.discountBp ?? 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** Makes an account a member of a company (an account is in at most one). */
export async function insertMember(
  t: TestApp,
  companyId: string,
  userId: string,
  role: CompanyRole,
  monthlyLimitCents: number | null = null,
): Promise<void> {
  await t.app.db
    .insertInto('company_members')
    .values({
      company_id: companyId,
      user_id: userId,
      role,
      monthly_limit_cents: monthlyLimitCents,
      joined_at: new Date().toISOString(),
    })
    .execute();
}
