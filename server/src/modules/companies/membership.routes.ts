import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipAnswerSchema, type MembershipAnswer } from '#shared/companies/membership-answer.schema.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { membershipOf } from './membership.ts';

/**
 * The caller's company in brief (shared/companies/membership-answer.schema.ts): what the web
 * app's menu and member prices need, answered 200 with `company: null` for an account in none.
 */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/mine/membership',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['companies'],
        summary:
          "The caller's company, role, contract discount and payment terms, or company: null when in none (never 404)",
        response: { 200: membershipAnswerSchema, ...errorAnswers(401) },
        security: bearerSecurity,
      },
    },
    async (request): Promise<MembershipAnswer> => {
      const viewer = await app.requireViewer(request);
      const membership = await membershipOf(app.db, viewer.id);
      if (!membership) return { company: null };
      return {
        company: {
          _id: membership.companyId,
          name: membership.companyName,
          role: membership.role,
          // Basis points to the percent the API speaks (1250 → 12.5), as GET /companies/mine.
          discountPercent: membership.discountBp / 100,
          paymentTerms: membership.paymentTerms,
        },
      };
    },
  );
};
