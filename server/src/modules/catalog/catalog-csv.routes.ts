import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvImportAnswerSchema, csvImportLimits, csvImportRefusalSchema } from '#shared/catalog/product-csv.ts';
import { catalogImport as m } from '#shared/messages/catalog-import.ts';
import { HttpError } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { catalogCsvFileName, catalogCsvStream } from './catalog-csv-export.ts';
import { importCatalogCsv } from './catalog-csv-import.ts';

const importQuery = z.object({ dryRun: z.enum(['true', 'false']).optional() });

/**
 * The catalog as CSV (docs/product/back-office.md#csv-format), admins only: GET /products.csv
 * streams it, POST /products/import reads one back (upsert by SKU). Its own plugin, so the CSV body
 * parser and the 10 MB limit apply to the import alone; every other route keeps refusing CSV (415)
 * and its small body limit.
 */
export const catalogCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  // Bytes, not a string: the import decodes them itself and refuses what is not UTF-8 text.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: csvImportLimits.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/products.csv',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: 'Export the catalog as CSV (admin): a header row, then every product, columns in the documented order',
        produces: ['text/csv'],
        response: { 200: z.any().describe('The catalog, text/csv; charset=utf-8'), ...errorAnswers(401, 403) },
        security: bearerSecurity,
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${catalogCsvFileName(new Date())}"`)
        .header('cache-control', 'private, no-store')
        .send(catalogCsvStream(app.db, await app.catalogCache.currencies())),
  );

  app.post(
    '/products/import',
    {
      config: { auth: 'admin' },
      bodyLimit: csvImportLimits.maxBytes,
      schema: {
        tags: ['catalog'],
        summary:
          'Import products from CSV (admin; body text/csv): upsert by SKU, all rows or none; ?dryRun=true only previews',
        consumes: ['text/csv'],
        querystring: importQuery,
        response: {
          200: csvImportAnswerSchema,
          400: csvImportRefusalSchema,
          ...errorAnswers(401, 403, 409, 413, 415),
        },
        security: bearerSecurity,
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body !== undefined && !Buffer.isBuffer(body)) throw new HttpError(415, m.notCsv);
      const { ok, answer } = await importCatalogCsv(app, body ?? Buffer.alloc(0), {
        dryRun: request.query.dryRun === 'true',
        at: new Date().toISOString(),
      });
      if (ok || answer.dryRun) return answer;
      return reply.code(400).send({ ...answer, message: m.invalidRows(answer.errors.length) });
    },
  );
};
