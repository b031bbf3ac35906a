import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyMembers } from '#shared/messages/company-members.ts';
import { taxStanding as t } from '#shared/messages/tax-standing.ts';
import { taxExemptionFieldsSchema, taxExemptionSchema } from '#shared/tax-standing/tax-exemption.schema.ts';
import { notFound, parseOrBadRequest } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { attachmentDisposition, documentContent, readUpload, uploadBodyLimit } from '../documents/index.ts';
import { toApiExemption } from './tax-exemption.mapper.ts';
import { decide, mayReadExemption, requireCompanyAdminOf, todayOf, uploadExemption } from './tax-exemptions.ts';
import { exemptionsOf, findExemption } from './tax-exemptions.repository.ts';

const tags = ['tax exemptions'];
const security = bearerSecurity;
const idParams = z.object({ id: z.string().max(64) });
const list = z.array(taxExemptionSchema);

/**
 * Tax exemption certificates (PRODUCT.md §16, docs/product/companies.md#tax): a company admin
 * uploads them, the store approves or rejects them, both list them; the PDF is for those two only.
 */
export const taxExemptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (id: string) => toApiExemption((await findExemption(app.db, id))!, todayOf(app));

  app.post(
    '/companies/mine/tax-exemptions',
    {
      config: { auth: 'user', upload: true },
      bodyLimit: uploadBodyLimit,
      schema: {
        tags,
        summary:
          'Upload a tax exemption certificate (company admin; multipart: file, a PDF of at most 10 MB; region (ISO 3166-2) or country (ISO 3166-1); number; reason: resale, manufacturing, government or other; expiresOn, not past). Starts pending',
        consumes: ['multipart/form-data'],
        response: { 201: taxExemptionSchema, ...errorAnswers(400, 401, 403, 404, 413) },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const companyId = await requireCompanyAdminOf(app, viewer);
      const { fields, file } = await readUpload(request, {
        fileField: 'file',
        required: true,
        allowed: ['application/pdf'],
        allowedInWords: t.pdfOnly,
      });
      const parsed = parseOrBadRequest(taxExemptionFieldsSchema, fields);
      const id = await uploadExemption(app, companyId, viewer, parsed, file!);
      return reply.code(201).send(await answer(id));
    },
  );

  app.get(
    '/companies/mine/tax-exemptions',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The company's tax exemption certificates, newest first (company admin)",
        response: { 200: list, ...errorAnswers(401, 403, 404) },
        security,
      },
    },
    async (request) => {
      const companyId = await requireCompanyAdminOf(app, await app.requireViewer(request));
      const today = todayOf(app);
      return (await exemptionsOf(app.db, companyId)).map((row) => toApiExemption(row, today));
    },
  );

  app.get(
    '/companies/:id/tax-exemptions',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "A company's tax exemption certificates, newest first (store admin)",
        params: idParams,
        response: { 200: list, ...errorAnswers(400, 401, 403, 404) },
        security,
      },
    },
    async (request) => {
      await app.requireAdmin(request);
      const company = await app.db
        .selectFrom('companies')
        .select('id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!company) throw notFound(companyMembers.notFound);
      const today = todayOf(app);
      return (await exemptionsOf(app.db, company.id)).map((row) => toApiExemption(row, today));
    },
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/tax-exemptions/:id/${action}`,
      {
        config: { auth: 'admin' },
        schema: {
          tags,
          summary: `${action === 'approve' ? 'Approve' : 'Reject'} a pending tax exemption certificate (store admin; who and when are kept). 409 when decided already`,
          params: idParams,
          response: { 200: taxExemptionSchema, ...errorAnswers(400, 401, 403, 404, 409) },
          security,
        },
      },
      async (request) => {
        const admin = await app.requireAdmin(request);
        await decide(app, request.params.id, status, admin);
        return answer(request.params.id);
      },
    );
  }

  app.get(
    '/tax-exemptions/:id/file',
    {
      config: { auth: 'user' },
      compress: false,
      schema: {
        tags,
        summary:
          "A certificate's PDF as an attachment: for the admins of its company and the store's; anyone else gets 404",
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The PDF'), ...errorAnswers(400, 401, 404) },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const exemption = await findExemption(app.db, request.params.id);
      // Someone else's certificate is answered as missing: its id tells them nothing.
      if (!exemption || !(await mayReadExemption(app, viewer, exemption.company_id))) throw notFound(t.notFound);
      const content = await documentContent(app.db, exemption.document_id);
      if (!content) throw notFound(t.notFound);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(exemption.file_name))
        .header('content-length', content.length)
        .send(content);
    },
  );
};
