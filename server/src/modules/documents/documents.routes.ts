import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificates } from '#shared/messages/certificates.ts';
import { notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { canSeePurchaseOrder, orderAccessOf } from '../companies/index.ts';
import { documentContent, findDocumentForDownload } from './documents.repository.ts';
import { attachmentDisposition, etagOf, noneMatch } from './download-headers.ts';

type DocumentAccess = NonNullable<Awaited<ReturnType<typeof findDocumentForDownload>>>;

/**
 * A certificate is for whoever sees its purchase order (`canSeePurchaseOrder`: its buyer, an admin
 * of its company, the store's admins), a drawing its quote's buyer's; admins read both.
 */
async function mayRead(db: Kysely<Database>, document: DocumentAccess, viewer: Viewer): Promise<boolean> {
  if (viewer.isAdmin) return true;
  if (document.kind !== 'certificate') return document.quote_buyer_id !== null && document.quote_buyer_id === viewer.id;
  const owners = { buyer_id: document.order_buyer_id, company_id: document.order_company_id };
  // Their own certificate needs no read of a company; a colleague's does.
  if (owners.buyer_id === viewer.id) return true;
  return owners.company_id !== null && canSeePurchaseOrder(await orderAccessOf(db, viewer), owners);
}

/** Downloads of stored files: mill certificates and drawings (docs/product/quotes.md). */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents/:id',
    {
      config: { auth: 'user' },
      // PDFs and pictures are compressed already; sent as stored, Content-Length and ETag stay exact.
      compress: false,
      schema: {
        tags: ['documents'],
        summary:
          "A stored file as an attachment: a line's mill certificate (whoever sees the purchase order: its buyer, an admin of its company, a store admin) or a quote's drawing (the quote's buyer or an admin). ETag, If-None-Match answers 304",
        params: z.object({ id: z.string().max(64) }),
        produces: ['application/pdf', 'image/png', 'image/jpeg'],
        response: {
          200: z.any().describe('The file, in its stored content type'),
          304: z.undefined().describe('Not modified: If-None-Match holds the ETag'),
          ...errorAnswers(400, 401, 404),
        },
        security: bearerSecurity,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const document = await findDocumentForDownload(app.db, request.params.id);
      // Someone else's file is answered as missing: its id tells another buyer nothing.
      if (!document || !(await mayRead(app.db, document, viewer))) throw notFound(certificates.documentNotFound);
      const etag = etagOf(document.sha256);
      reply.header('cache-control', 'private, no-store').header('etag', etag);
      if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const content = await documentContent(app.db, document.id);
      // Replaced by a newer certificate between the two reads.
      if (!content) throw notFound(certificates.documentNotFound);
      return reply
        .type(document.content_type)
        .header('content-disposition', attachmentDisposition(document.file_name))
        .header('content-length', content.length)
        .send(content);
    },
  );
};
