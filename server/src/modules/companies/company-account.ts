import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Company, StoreCompany } from '#shared/companies/company-answers.schema.ts';
import type {
  companyPatchSchema,
  createCompanySchema,
  storeCompanyPatchSchema,
} from '#shared/companies/company.schema.ts';
import { companyMembers as m } from '#shared/messages/company-members.ts';
import { dollarsToCents } from '#shared/money.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { isUniqueViolation } from '../catalog/manage-products.ts';
import { companyBalances, companyInvoices, spentThisMonthByMember } from './balances.ts';
import type { CompaniesTable } from './companies.table.ts';
import { findCompanyDetail, replaceAddresses, updateCompanyRow } from './companies.repository.ts';
import { toApiCompany, toApiInvoice } from './company.mapper.ts';
import { type Membership, membershipOf } from './membership.ts';

/** What the company routes use of the app. */
export type CompaniesContext = Pick<FastifyInstance, 'db' | 'dbKind' | 'config' | 'log' | 'mailer' | 'outbox'>;

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The caller's company, or 404 when they are in none (GET /companies/mine and the routes under it). */
export async function requireMembership(context: CompaniesContext, viewer: Viewer): Promise<Membership> {
  const membership = await membershipOf(context.db, viewer.id);
  if (!membership) throw notFound(m.notInCompany);
  return membership;
}

/** The caller's company if they are one of its admins: 404 when in none, 403 for a buyer. */
export async function requireCompanyAdmin(context: CompaniesContext, viewer: Viewer): Promise<Membership> {
  const membership = await requireMembership(context, viewer);
  if (membership.role !== 'admin') throw forbidden(m.companyAdminOnly);
  return membership;
}

/** POST /companies: the company and its first admin, the caller, in one transaction. */
export async function createCompany(
  context: CompaniesContext,
  viewer: Viewer,
  input: z.output<typeof createCompanySchema>,
): Promise<string> {
  if (await membershipOf(context.db, viewer.id)) throw conflict(m.alreadyInCompany);
  const id = randomUUID();
  const at = context.config.now().toISOString();
  try {
    await context.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('companies')
        .values({
          id,
          name: input.name,
          tax_id: input.taxId,
          billing_address: input.billingAddress,
          approval_threshold_cents: null,
          payment_terms: null,
          credit_limit_cents: 0,
          discount_bp: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('company_members')
        .values({ company_id: id, user_id: viewer.id, role: 'admin', monthly_limit_cents: null, joined_at: at })
        .execute();
    });
  } catch (error) {
    // Joined or created another company between the check and the insert: user_id is unique.
    if (isUniqueViolation(error)) throw conflict(m.alreadyInCompany);
    throw error;
  }
  return id;
}

/** The company as its members read it, with its balances and each member's spending this month. */
export async function companyAnswer(context: CompaniesContext, companyId: string): Promise<Company> {
  const detail = await findCompanyDetail(context.db, companyId);
  if (!detail) throw notFound(m.notFound);
  const now = context.config.now();
  const [balances, spent] = await Promise.all([
    companyBalances(context.db, companyId, today(now)),
    spentThisMonthByMember(
      context.db,
      detail.members.map((member) => member.user_id),
      now,
    ),
  ]);
  return toApiCompany(detail, balances, spent);
}

/** The company as the store reads it: as its members do, plus its invoices on account. */
export async function storeCompanyAnswer(context: CompaniesContext, companyId: string): Promise<StoreCompany> {
  const company = await companyAnswer(context, companyId);
  const invoices = await companyInvoices(context.db, companyId, today(context.config.now()));
  return { ...company, invoices: invoices.map(toApiInvoice) };
}

/** The store's fields a company admin may not send (PATCH /companies/mine answers 403). */
const storeFields = ['paymentTerms', 'creditLimit', 'discountPercent'] as const;

export type CompanyPatchBody = z.output<typeof companyPatchSchema> &
  Partial<Record<(typeof storeFields)[number], unknown>>;

/**
 * The ship-to list as stored: exactly one default when there are any. None flagged: the first is
 * the default; two flagged is a mistake the admin should see (400), not a guess.
 */
function addressesToStore(addresses: NonNullable<CompanyPatchBody['addresses']>) {
  const flagged = addresses.filter((address) => address.isDefault).length;
  if (flagged > 1) throw badRequest(m.oneDefaultAddress);
  return addresses.map((address, index) => ({
    id: randomUUID(),
    label: address.label,
    address: address.address,
    isDefault: flagged === 0 ? index === 0 : address.isDefault,
  }));
}

/** PATCH /companies/mine (a company admin): what the company sets itself. */
export async function patchMyCompany(context: CompaniesContext, companyId: string, body: CompanyPatchBody) {
  const sent = storeFields.filter((field) => body[field] !== undefined);
  if (sent.length > 0) throw forbidden(m.storeSets(sent.join(', ')));
  const set: Partial<CompaniesTable> & { updated_at: string } = { updated_at: context.config.now().toISOString() };
  if (body.name !== undefined) set.name = body.name;
  if (body.taxId !== undefined) set.tax_id = body.taxId;
  if (body.billingAddress !== undefined) set.billing_address = body.billingAddress;
  if (body.approvalThreshold !== undefined) {
    set.approval_threshold_cents = body.approvalThreshold === null ? null : dollarsToCents(body.approvalThreshold);
  }
  const addresses = body.addresses === undefined ? undefined : addressesToStore(body.addresses);
  await context.db.transaction().execute(async (trx) => {
    await updateCompanyRow(trx, companyId, set);
    if (addresses !== undefined) await replaceAddresses(trx, companyId, addresses);
  });
}

/** PATCH /companies/{id} (store admins): terms, credit limit and the contract discount (stored in basis points). */
export async function patchStoreTerms(
  context: CompaniesContext,
  companyId: string,
  body: z.output<typeof storeCompanyPatchSchema>,
): Promise<void> {
  const set: Partial<CompaniesTable> & { updated_at: string } = { updated_at: context.config.now().toISOString() };
  if (body.paymentTerms !== undefined) set.payment_terms = body.paymentTerms;
  if (body.creditLimit !== undefined) set.credit_limit_cents = dollarsToCents(body.creditLimit);
  if (body.discountPercent !== undefined) set.discount_bp = Math.round(body.discountPercent * 100);
  const result = await updateCompanyRow(context.db, companyId, set);
  if (Number(result.numUpdatedRows) === 0) throw notFound(m.notFound);
}
