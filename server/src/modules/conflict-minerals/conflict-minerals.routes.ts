import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conflictMineralsContentTypes,
  conflictMineralsReportSchema,
  conflictMineralsReportsSchema,
} from '#shared/compliance/conflict-minerals.schema.ts';
import { metals } from '#shared/catalog/taxonomy.ts';
import { productCompliance as m } from '#shared/messages/product-compliance.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { attachmentDisposition, etagOf, noneMatch, readUpload, uploadBodyLimit } from '../documents/index.ts';
import { findReport, listReports, reportContent, saveReport } from './reports.repository.ts';

const params = z.object({ metal: z.string().max(64) });
const isMetal = (metal: string) => (metals as readonly string[]).includes(metal);

/**
 * The store's conflict-minerals reports (PRODUCT.md §19): a store admin uploads one PDF or XLSX
 * per metal, replacing the one before; anyone downloads it, as the product page of a product with
 * `conflictMinerals` links it; the list says which metals have one.
 */
export const conflictMineralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/compliance/conflict-minerals',
    {
      schema: {
        tags: ['compliance'],
        summary: 'Which metals have a conflict-minerals report, with its file name, size and date (public)',
        response: { 200: conflictMineralsReportsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return listReports(app.db);
    },
  );

  app.post(
    '/compliance/conflict-minerals/:metal',
    {
      config: { auth: 'admin', upload: true },
      bodyLimit: uploadBodyLimit,
      schema: {
        tags: ['compliance'],
        summary:
          "Upload a metal's conflict-minerals report (store admins; multipart: file, a PDF or XLSX of at most 10 MB, judged from its bytes); replaces the metal's report",
        params,
        consumes: ['multipart/form-data'],
        response: { 200: conflictMineralsReportSchema, ...errorAnswers(400, 401, 403, 413) },
        security: bearerSecurity,
      },
    },
    async (request) => {
      const admin = await app.requireAdmin(request);
      const { metal } = request.params;
      if (!isMetal(metal)) throw badRequest(m.reports.unknownMetal(metal));
      const { file } = await readUpload(request, {
        fileField: 'file',
        required: true,
        allowed: conflictMineralsContentTypes,
        allowedInWords: m.reports.fileWords,
      });
      await saveReport(app.db, metal, file!, admin.id, new Date().toISOString());
      const saved = (await listReports(app.db)).find((report) => report.metal === metal);
      return saved!;
    },
  );

  app.get(
    '/compliance/conflict-minerals/:metal',
    {
      // PDFs and XLSX files are compressed already; sent as stored, Content-Length and ETag stay exact.
      compress: false,
      schema: {
        tags: ['compliance'],
        summary: "A metal's conflict-minerals report as an attachment (public); ETag, If-None-Match answers 304",
        params,
        produces: [...conflictMineralsContentTypes],
        response: {
          200: z.any().describe('The report, in its stored content type'),
          304: z.undefined().describe('Not modified: If-None-Match holds the ETag'),
          ...errorAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const { metal } = request.params;
      const report = isMetal(metal) ? await findReport(app.db, metal) : undefined;
      if (!report) throw notFound(m.reports.notFound);
      const etag = etagOf(report.sha256);
      // Public, but replaced at any time: a cache asks again each time, and gets a 304 while it is the same.
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const content = await reportContent(app.db, metal);
      if (!content) throw notFound(m.reports.notFound);
      return reply
        .type(report.content_type)
        .header('content-disposition', attachmentDisposition(report.file_name))
        .header('content-length', content.length)
        .send(content);
    },
  );
};
