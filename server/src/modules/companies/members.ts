import type { z } from 'zod';
import type { memberPatchSchema } from '#shared/companies/company.schema.ts';
import { companyMembers as m } from '#shared/messages/company-members.ts';
import { companies as companyTexts } from '#shared/messages/companies.ts';
import { fromMajor } from '#shared/money/amount.ts';
import { minorUnitProblem } from '#shared/money/minor-units.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CompanyMembersTable } from './companies.table.ts';
import { countOtherAdmins, findMember, lockCompany } from './companies.repository.ts';
import type { CompaniesContext } from './company-account.ts';
import { companyCurrency } from './company-currency.ts';

/*
 * Members (docs/product/companies.md#members). A company never loses its last admin: the check
 * runs inside the transaction that demotes or removes, after the company row is locked on
 * PostgreSQL (SQLite has one writer), so two admins demoting each other at once leave one admin.
 */

/**
 * The route checked the actor's role before the transaction; checked again after the lock, an
 * admin demoted a moment ago by another admin cannot still act as one.
 */
async function requireStillAdmin(trx: Kysely<Database>, companyId: string, actorId: string): Promise<void> {
  const actor = await findMember(trx, companyId, actorId);
  if (actor?.role !== 'admin') throw forbidden(m.companyAdminOnly);
}

/** PATCH /companies/mine/members/{userId} (a company admin): role and monthly spending limit. */
export async function updateMember(
  context: CompaniesContext,
  companyId: string,
  actorId: string,
  userId: string,
  body: z.output<typeof memberPatchSchema>,
): Promise<void> {
  const set: Partial<Pick<CompanyMembersTable, 'role' | 'monthly_limit_cents'>> = {};
  if (body.role !== undefined) set.role = body.role;
  await context.db.transaction().execute(async (trx) => {
    await lockCompany(trx, context.dbKind, companyId);
    await requireStillAdmin(trx, companyId, actorId);
    const limit = body.monthlySpendingLimit;
    if (limit !== undefined && limit !== null) {
      // In the company's currency (PRODUCT.md §17), read with the row locked.
      const { currency } = await companyCurrency(trx, companyId);
      const problem = minorUnitProblem(limit, currency, companyTexts.labels.monthlySpendingLimit);
      if (problem) throw badRequest(problem);
      set.monthly_limit_cents = fromMajor(limit, currency).minor;
    } else if (limit === null) set.monthly_limit_cents = null;
    const member = await findMember(trx, companyId, userId);
    if (!member) throw notFound(m.memberNotFound);
    if (member.role === 'admin' && set.role === 'buyer' && (await countOtherAdmins(trx, companyId, userId)) === 0) {
      throw conflict(m.lastAdmin);
    }
    if (Object.keys(set).length === 0) return;
    await trx
      .updateTable('company_members')
      .set(set)
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .execute();
  });
}

/**
 * DELETE /companies/mine/members/{userId} (a company admin, or the member leaving): the account
 * loses the company's orders with the next request, since membership is read per request.
 */
export async function removeMember(
  context: CompaniesContext,
  companyId: string,
  actorId: string,
  userId: string,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    await lockCompany(trx, context.dbKind, companyId);
    // Leaving needs no role; removing someone else needs an admin still.
    if (actorId !== userId) await requireStillAdmin(trx, companyId, actorId);
    const member = await findMember(trx, companyId, userId);
    if (!member) throw notFound(m.memberNotFound);
    if (member.role === 'admin' && (await countOtherAdmins(trx, companyId, userId)) === 0) {
      throw conflict(m.lastAdmin);
    }
    await trx.deleteFrom('company_members').where('company_id', '=', companyId).where('user_id', '=', userId).execute();
  });
}
