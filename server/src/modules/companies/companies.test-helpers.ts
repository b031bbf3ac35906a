import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { CompanyRole, PaymentTerms } from '#shared/companies/company.schema.ts';
import { call, verifyEmail, type SignedIn } from '../../testing/accounts.ts';
import { mailsTo } from '../../testing/mail-outbox.ts';
import type { TestApp } from '../../testing/test-app.ts';

export const companyBody = {
  name: 'Aero Parts Inc.',
  taxId: 'US-12-3456789',
  billingAddress: '1 Hangar Way, Wichita KS',
};
export const shipTo = { address: '7 Mill Lane, Albany OR 97321', phone: '+1 541 555 0142' };

/** The tokens of the invitation links mailed to an address, oldest first (the mail goes out after the answer). */
export async function invitationTokens(t: TestApp, email: string, atLeast = 1): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    const tokens = mailsTo(t.database.dataDir, email).flatMap((mail) =>
      [...mail.matchAll(/\/join\/([A-Za-z0-9_-]{43})\b/g)].map((match) => match[1]!),
    );
    const unique = [...new Set(tokens)];
    if (unique.length >= atLeast || attempt > 40) return unique;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Invites `email` as `admin` would, and answers the mailed token. */
export async function invite(t: TestApp, admin: SignedIn, email: string, role: 'admin' | 'buyer' = 'buyer') {
  const before = (await invitationTokens(t, email, 0)).length;
  const invited = await call(t, 'POST', '/companies/mine/invitations', { as: admin, body: { email, role } });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const tokens = await invitationTokens(t, email, before + 1);
  expect(tokens.length).toBe(before + 1);
  return { invitation: invited.body as { _id: string }, token: tokens.at(-1)! };
}

/** Invites a signed-up account, verifies its address and accepts: a member of `admin`'s company. */
export async function join(t: TestApp, admin: SignedIn, member: SignedIn, role: 'admin' | 'buyer' = 'buyer') {
  const { token } = await invite(t, admin, member.email, role);
  await verifyEmail(t, member.email).catch(() => undefined);
  const accepted = await call(t, 'POST', `/invitations/${token}/accept`, { as: member });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return accepted.body as { _id: string };
}

/**
 * Places a purchase order for one product through the cart's API (at the account's price, with its
 * company's contract discount, which the checkout checks) and checkout, then stamps it as
 * `companyId`'s: placePurchaseOrder records the buyer's company itself; null stands for an order
 * the account placed on its own before it joined.
 */
export async function placeCompanyOrder(
  t: TestApp,
  as: SignedIn,
  product: Product,
  companyId: string | null,
  quantity = product.minimum,
): Promise<{ _id: string; total: number }> {
  await call(t, 'DELETE', '/cart', { as });
  const line = await call(t, 'PUT', `/cart/lines/${product._id}`, { as, body: { quantity } });
  expect(line.status, JSON.stringify(line.body)).toBe(200);
  const placed = await call(t, 'POST', '/purchase-orders', { as, body: { shipTo } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  await t.app.db
    .updateTable('purchase_orders')
    .set({ company_id: companyId })
    .where('id', '=', placed.body._id)
    .execute();
  return placed.body;
}

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
