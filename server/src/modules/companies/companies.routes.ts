import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyInvitationSchema,
  companyQuerySchema,
  companySchema,
  companySummarySchema,
  invitationPreviewSchema,
  storeCompanySchema,
} from '#shared/companies/company-answers.schema.ts';
import { invitationSchema, memberPatchSchema } from '#shared/companies/company.schema.ts';
import {
  companyPatchBodySchema,
  createCompanyBodySchema,
  storeCompanyPatchBodySchema,
} from '#shared/companies/company-vat.schema.ts';
import { companyMembers as m } from '#shared/messages/company-members.ts';
import { forbidden } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers, errorSchema } from '../../http/schemas.ts';
import { companyBalances } from './balances.ts';
import { listCompanies } from './companies.repository.ts';
import { readSettings } from '../settings/index.ts';
import {
  companyAnswer,
  createCompany,
  patchMyCompany,
  patchStoreTerms,
  requireCompanyAdmin,
  requireMembership,
  storeCompanyAnswer,
} from './company-account.ts';
import { toApiCompanySummary, toApiInvitation } from './company.mapper.ts';
import {
  acceptInvitation,
  createInvitation,
  pendingInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations.ts';
import { removeMember, updateMember } from './members.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
/** Invitations one account may send in an hour (each is a mail). */
const invitationsPerHour = 60;
const security = bearerSecurity;
const tags = ['companies'];
const idParams = z.object({ id: z.string().max(64) });
const userParams = z.object({ userId: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(128) });
/** A company admin's patch, and the store's fields it may not carry (answered 403, not dropped). */
const myCompanyPatchBody = companyPatchBodySchema.extend({
  paymentTerms: z.unknown().optional(),
  creditLimit: z.unknown().optional(),
  discountPercent: z.unknown().optional(),
  currency: z.unknown().optional(),
});

/**
 * Company accounts (docs/product/companies.md#company, #members, #the-stores-side): a customer's
 * company, its members and invitations, and the store's view of every company. The order-side
 * rules (approvals, pay on account) are in the purchase order model.
 */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => app.config.now().toISOString().slice(0, 10);

  app.post(
    '/companies',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Create a company; the caller, in no company yet (409 otherwise), becomes its company admin',
        body: createCompanyBodySchema,
        response: { 201: companySchema, ...errors },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const id = await createCompany(app, viewer, request.body);
      return reply.code(201).send(await companyAnswer(app, id));
    },
  );

  app.get(
    '/companies/mine',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "The caller's company with its addresses, members (each with this month's spending), terms and balances; 404 when in none",
        response: { 200: companySchema, ...errors },
        security,
      },
    },
    async (request) => companyAnswer(app, (await requireMembership(app, await app.requireViewer(request))).companyId),
  );

  app.patch(
    '/companies/mine',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Change the company (company admin): name, tax id, billing address, ship-to addresses (the list replaced; one default, the first when none is marked) and approval threshold. Terms, credit limit and discount are the store’s: 403',
        body: myCompanyPatchBody,
        response: { 200: companySchema, ...errors },
        security,
      },
    },
    async (request) => {
      const { companyId } = await requireCompanyAdmin(app, await app.requireViewer(request));
      const { vatIdChanged } = await patchMyCompany(app, companyId, request.body);
      const answer = await companyAnswer(app, companyId);
      if (vatIdChanged) app.vatChecks?.kick();
      return answer;
    },
  );

  app.post(
    '/companies/mine/invitations',
    {
      config: {
        auth: 'user',
        // Each invitation is a mail to an address the caller chose: a company admin cannot turn the store into a mailer.
        rateLimit: {
          max: invitationsPerHour,
          timeWindow: '1 hour',
          keyGenerator: async (request) => `invitation:${(await app.viewerOf(request))?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary:
          'Invite an address to the company as admin or buyer (company admin): mails a link to /join/{token}, valid 7 days. 409 when that address already belongs to a company',
        body: invitationSchema,
        response: { 201: companyInvitationSchema, 429: errorSchema, ...errors },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const membership = await requireCompanyAdmin(app, viewer);
      const { invitation } = await createInvitation(app, membership.companyId, viewer, request.body, {
        companyName: membership.companyName,
        inviterName: viewer.name || viewer.email,
      });
      return reply.code(201).send(toApiInvitation(invitation));
    },
  );

  app.get(
    '/companies/mine/invitations',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The company's pending invitations, newest first (company admin): not accepted, revoked or expired",
        response: { 200: z.array(companyInvitationSchema), ...errors },
        security,
      },
    },
    async (request) => {
      const { companyId } = await requireCompanyAdmin(app, await app.requireViewer(request));
      const rows = await pendingInvitations(app.db, companyId, app.config.now().toISOString());
      return rows.map(toApiInvitation);
    },
  );

  app.delete(
    '/companies/mine/invitations/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Revoke a pending invitation (company admin): its link stops working',
        params: idParams,
        response: { 204: z.undefined().describe('Revoked'), ...errors },
        security,
      },
    },
    async (request, reply) => {
      const { companyId } = await requireCompanyAdmin(app, await app.requireViewer(request));
      await revokeInvitation(app, companyId, request.params.id);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/companies/mine/members/:userId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "Change a member's role or monthly spending limit (company admin; null: no limit). The last admin cannot be demoted: 409",
        params: userParams,
        body: memberPatchSchema,
        response: { 200: companySchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const { companyId } = await requireCompanyAdmin(app, viewer);
      await updateMember(app, companyId, viewer.id, request.params.userId, request.body);
      return companyAnswer(app, companyId);
    },
  );

  app.delete(
    '/companies/mine/members/:userId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Remove a member (company admin), or leave the company (the member themself). The last admin cannot go: 409. The account loses the company’s orders at once',
        params: userParams,
        response: { 204: z.undefined().describe('Removed'), ...errors },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const membership = await requireMembership(app, viewer);
      const leaving = request.params.userId === viewer.id;
      if (!leaving && membership.role !== 'admin') throw forbidden(m.companyAdminOnly);
      await removeMember(app, membership.companyId, viewer.id, request.params.userId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary:
          'What an invitation link offers, for the /join page: company, role, the invited address masked, expiry, and whether it is for the signed-in caller. 404 unknown; 410 used, revoked or expired',
        params: tokenParams,
        response: { 200: invitationPreviewSchema, ...errorAnswers(400, 404, 410) },
      },
    },
    async (request) => previewInvitation(app, request.params.token, await app.viewerOf(request)),
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "Join the invitation's company: only for the signed-in account whose verified address is the invited one (403 otherwise); 409 when already in a company; 404 unknown token; 410 used, revoked or expired",
        params: tokenParams,
        response: { 200: companySchema, ...errorAnswers(400, 401, 403, 404, 409, 410) },
        security,
      },
    },
    async (request) => {
      const companyId = await acceptInvitation(app, request.params.token, await app.requireViewer(request));
      return companyAnswer(app, companyId);
    },
  );

  app.get(
    '/companies',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'Companies by name with terms, limit and balances (store admin), searched by company name or member email. X-Total-Count says how many match',
        querystring: companyQuerySchema,
        response: { 200: z.array(companySummarySchema), ...errors },
        security,
      },
    },
    async (request, reply) => {
      await app.requireAdmin(request);
      const { q, page, pageSize } = request.query;
      const { rows, total } = await listCompanies(app.db, { ...(q ? { q } : {}), page, pageSize });
      const day = today();
      const currencies = await readSettings(app.db, 'currencies');
      const balances = await Promise.all(rows.map((row) => companyBalances(app.db, row.id, day, currencies)));
      reply.header('x-total-count', String(total));
      return rows.map((row, index) => toApiCompanySummary(row, balances[index]!));
    },
  );

  app.get(
    '/companies/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'A company as its members see it, plus its invoices on account (store admin)',
        params: idParams,
        response: { 200: storeCompanySchema, ...errors },
        security,
      },
    },
    async (request) => {
      await app.requireAdmin(request);
      return storeCompanyAnswer(app, request.params.id);
    },
  );

  app.patch(
    '/companies/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          "Set a company's payment terms (net15 to net60, null: card only), credit limit (in the company's currency), contract discount percent, 0 to 50, and currency (one /settings/currencies offers, else 400; null: the base; switching re-expresses its limits at today's rates) (store admin)",
        params: idParams,
        body: storeCompanyPatchBodySchema,
        response: { 200: storeCompanySchema, ...errors },
        security,
      },
    },
    async (request) => {
      await app.requireAdmin(request);
      await patchStoreTerms(app, request.params.id, request.body);
      return storeCompanyAnswer(app, request.params.id);
    },
  );
};
