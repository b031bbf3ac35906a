import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type InvitationPreview, maskEmail } from '#shared/companies/company-answers.schema.ts';
import { type CompanyRole, invitationDays } from '#shared/companies/company.schema.ts';
import { companyMembers as m } from '#shared/messages/company-members.ts';
import type { Database } from '../../db/database.ts';
import { conflict, forbidden, HttpError, notFound } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { isUniqueViolation } from '../catalog/index.ts';
import { emailIsCompanyMember, findAccount } from './companies.repository.ts';
import type { CompanyInvitationRow } from './companies.table.ts';
import type { CompaniesContext } from './company-account.ts';
import { mailInvitation } from './company-mail.ts';
import { membershipOf } from './membership.ts';

/*
 * Invitations (docs/product/companies.md#members, ADR 016). The token is 32 random bytes in the
 * mailed link only (and in its outbox message until it is delivered, ADR 023); the table keeps its
 * SHA-256, so a copy of the database opens no company.
 */

const dayMs = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 410 Gone: the link was real but no longer works, each with its own reason. */
const gone = (message: string) => new HttpError(410, message);

/** Why an invitation no longer works at `now`, or undefined while it does. */
function unusable(invitation: CompanyInvitationRow, now: string): string | undefined {
  if (invitation.accepted_at !== null) return m.invitationGone.accepted;
  if (invitation.revoked_at !== null) return m.invitationGone.revoked;
  if (invitation.expires_at <= now) return m.invitationGone.expired;
  return undefined;
}

/**
 * POST /companies/mine/invitations: a new invitation and its token (for the mail only). An address
 * whose account already belongs to a company, this one or another, cannot be invited (409).
 */
export async function createInvitation(
  context: CompaniesContext,
  companyId: string,
  inviter: Viewer,
  input: { email: string; role: CompanyRole },
  /** What the mail says; without it no mail is recorded (a test that only needs the invitation). */
  names?: { companyName: string; inviterName: string },
): Promise<{ invitation: CompanyInvitationRow; token: string }> {
  const email = input.email.trim().toLowerCase();
  if (await emailIsCompanyMember(context.db, email)) throw conflict(m.invitedIsMember(email));
  const token = randomBytes(32).toString('base64url');
  const now = context.config.now();
  const invitation: CompanyInvitationRow = {
    id: randomUUID(),
    company_id: companyId,
    email,
    role: input.role,
    token_hash: hashToken(token),
    invited_by: inviter.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + invitationDays * dayMs).toISOString(),
    accepted_at: null,
    accepted_by: null,
    revoked_at: null,
  };
  await context.db.transaction().execute(async (trx) => {
    await trx.insertInto('company_invitations').values(invitation).execute();
    // Its mail commits with it (PRODUCT.md §21).
    if (names) await mailInvitation(trx, context, invitation, token, names.companyName, names.inviterName);
  });
  context.outbox.kick();
  return { invitation, token };
}

/** The company's invitations that still work: not accepted, not revoked, not expired; newest first. */
export function pendingInvitations(db: Kysely<Database>, companyId: string, now: string) {
  return db
    .selectFrom('company_invitations')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** DELETE /companies/mine/invitations/{id}: revokes a pending invitation of the company (404 otherwise). */
export async function revokeInvitation(context: CompaniesContext, companyId: string, id: string): Promise<void> {
  const result = await context.db
    .updateTable('company_invitations')
    .set({ revoked_at: context.config.now().toISOString() })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(m.invitationNotFound);
}

function findByToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('company_invitations')
    .innerJoin('companies', 'companies.id', 'company_invitations.company_id')
    .selectAll('company_invitations')
    .select('companies.name as company_name')
    .where('company_invitations.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/** A token's invitation while it works: 404 for a token nobody issued, 410 with the reason otherwise. */
async function usableInvitation(context: CompaniesContext, token: string) {
  const invitation = await findByToken(context.db, token);
  if (!invitation) throw notFound(m.invitationNotFound);
  const reason = unusable(invitation, context.config.now().toISOString());
  if (reason) throw gone(reason);
  return invitation;
}

/** GET /invitations/{token}: what the /join page shows, the invited address masked. */
export async function previewInvitation(
  context: CompaniesContext,
  token: string,
  viewer: Viewer | null,
): Promise<InvitationPreview> {
  const invitation = await usableInvitation(context, token);
  return {
    companyName: invitation.company_name,
    role: invitation.role,
    email: maskEmail(invitation.email),
    expiresAt: invitation.expires_at,
    forYou: viewer !== null && viewer.email.toLowerCase() === invitation.email,
  };
}

/**
 * POST /invitations/{token}/accept: the signed-in account joins, if its verified address is the
 * invited one. The claim is one conditional UPDATE, and the member row is written in the same
 * transaction: of two accepts at once, one claims the invitation and the other finds it used
 * (410); two invitations accepted at once by one account meet `company_members.user_id` (409).
 */
export async function acceptInvitation(context: CompaniesContext, token: string, viewer: Viewer): Promise<string> {
  const invitation = await usableInvitation(context, token);
  const account = await findAccount(context.db, viewer.id);
  if (!account || account.email.toLowerCase() !== invitation.email) {
    throw forbidden(m.invitationForAnother(maskEmail(invitation.email)));
  }
  if (!account.emailVerified) throw forbidden(m.emailNotVerified);
  if (await membershipOf(context.db, viewer.id)) throw conflict(m.alreadyInCompany);
  const now = context.config.now().toISOString();
  try {
    await context.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('company_invitations')
        .set({ accepted_at: now, accepted_by: viewer.id })
        .where('id', '=', invitation.id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) throw gone(m.invitationGone.accepted);
      await trx
        .insertInto('company_members')
        .values({
          company_id: invitation.company_id,
          user_id: viewer.id,
          role: invitation.role,
          monthly_limit_cents: null,
          joined_at: now,
        })
        .execute();
    });
  } catch (error) {
    // Joined another company meanwhile: the whole transaction, the claim too, is undone.
    if (isUniqueViolation(error)) throw conflict(m.alreadyInCompany);
    throw error;
  }
  return invitation.company_id;
}
