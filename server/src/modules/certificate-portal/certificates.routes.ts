import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificatesQuerySchema,
  certificatesZipInputSchema,
  portalCertificateSchema,
} from '#shared/certificate-portal/certificate-portal.schema.ts';
import { certificatePortal as m } from '#shared/messages/certificate-portal.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import { notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { documentDownloadBudget } from '../built-documents/index.ts';
import { canSeePurchaseOrder, orderAccessOf, visiblePurchaseOrders } from '../companies/index.ts';
import { attachmentDisposition, documentContent, documentUrl } from '../documents/index.ts';
import { certificatesZip } from './certificates-zip.ts';
import { type CertificateListRow, findCertificatesForZip, listCertificates } from './certificates.repository.ts';

const tags = ['documents'];

function toPortalCertificate(row: CertificateListRow): z.infer<typeof portalCertificateSchema> {
  return {
    documentId: row.id,
    type: row.certificate_type,
    fileName: row.file_name,
    url: documentUrl(row.id),
    heatNumber: row.heat_number,
    product: row.product_name,
    sku: row.sku,
    grade: row.grade,
    standard: row.standard,
    orderId: row.purchase_order_id,
    orderNumber: formatOrderNumber(Number(row.number)),
    poNumber: row.po_number,
    date: row.created_at,
  };
}

/**
 * The certificate portal (PRODUCT.md §20): every mill certificate of the caller's purchase orders,
 * searched, and a ZIP of several. Who sees which is the orders' rule (modules/companies'
 * order-visibility: a buyer their own, a company admin the company's, a store admin all).
 */
export const certificatePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certificates',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "The mill certificates of the caller's purchase orders, newest first (a buyer's own orders; a company admin's, the company's; a store admin's, all), with heat number, product, SKU, grade, standard, order and PO number. `q` searches heat number, order number, PO number and grade (case-insensitive, contains). X-Total-Count says how many match",
        querystring: certificatesQuerySchema,
        response: { 200: z.array(portalCertificateSchema), ...errorAnswers(400, 401) },
        security: bearerSecurity,
      },
    },
    async (request, reply) => {
      const access = await orderAccessOf(app.db, await app.requireViewer(request));
      const visible = visiblePurchaseOrders(access, undefined);
      const { q, page, pageSize } = request.query;
      const { rows, total } = await listCertificates(app.db, {
        ...(visible ? { visible } : {}),
        ...(q ? { q } : {}),
        page,
        pageSize,
      });
      reply.header('x-total-count', String(total));
      return rows.map(toPortalCertificate);
    },
  );

  app.post(
    '/documents/zip',
    {
      config: { auth: 'user', rateLimit: documentDownloadBudget(app) },
      // Stored PDFs, stored as they are: the ZIP's length is known before a byte is sent.
      compress: false,
      schema: {
        tags,
        summary:
          "One ZIP of up to 100 mill certificates, each once, as `<order number>/<heat number or Line-n>-<file name>`. An id that is not a certificate the caller may read (of their orders, their company's as its admin, any for a store admin) answers 404 for the whole request. Counts against DOCUMENT_DOWNLOAD_RATE_LIMIT and, once allowed, DOCUMENT_BUILD_RATE_LIMIT (429)",
        body: certificatesZipInputSchema,
        produces: ['application/zip'],
        response: { 200: z.any().describe('The ZIP, application/zip'), ...errorAnswers(400, 401, 404, 429) },
        security: bearerSecurity,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const ids = [...new Set(request.body.ids)];
      const [found, access] = await Promise.all([findCertificatesForZip(app.db, ids), orderAccessOf(app.db, viewer)]);
      const byId = new Map(found.map((row) => [row.id, row]));
      const rows = ids.map((id) => byId.get(id));
      // Someone else's certificate is answered as missing, as GET /documents/{id} answers it.
      if (rows.some((row) => row === undefined || !canSeePurchaseOrder(access, row))) throw notFound(m.notFound);
      // A ZIP is built for each request: it counts against the account's builds (PRODUCT.md §21), as a PDF's does.
      const refused = await app.builtDocuments.spendBuild(request);
      if (refused) {
        return reply.code(429).header('retry-after', refused.retryAfterSeconds).send({ message: refused.message });
      }
      const zip = await certificatesZip(
        rows.filter((row) => row !== undefined),
        (id) => documentContent(app.db, id),
        (error) => request.log.warn({ err: error }, 'certificates ZIP cut short'),
      );
      const day = app.config.now().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(m.zipFileName(day)))
        .header('content-length', zip.size)
        .send(zip.stream);
    },
  );
};
