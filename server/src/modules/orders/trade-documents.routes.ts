import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { commercialInvoiceTexts, documentsZipTexts, packingListTexts } from '#shared/messages/trade-documents.ts';
import { notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { documentDownloadBudget } from '../built-documents/index.ts';
import { canSeePurchaseOrder, orderAccessOf } from '../companies/index.ts';
import { attachmentDisposition } from '../documents/index.ts';
import { refusalOf } from './order-actions.ts';
import { toApiPurchaseOrder } from './purchase-order.mapper.ts';
import { findPurchaseOrderDetail } from './purchase-orders.repository.ts';
import { commercialInvoiceTask, documentsZipParts, packingListTask } from './trade-document-inputs.ts';

const params = z.object({ id: z.string().max(64) });
const built =
  'Built once per version of the order and kept: ETag, If-None-Match answers 304; at most DOCUMENT_BUILD_RATE_LIMIT builds and DOCUMENT_DOWNLOAD_RATE_LIMIT downloads a minute per account, then 429';
const answers = (what: string) => ({
  200: z.any().describe(what),
  304: z.undefined().describe('Not modified: If-None-Match holds the ETag'),
  ...errorAnswers(400, 401, 404, 429),
});

/**
 * The trade documents of a purchase order (PRODUCT.md §19): the commercial invoice, the packing
 * list, and a ZIP of every document of the order. Whoever sees the order may download them (its
 * buyer, an admin of its company, a store admin), from placement on and in any status, a held
 * order's too: customs brokers and freight forwarders ask for them before anything is paid.
 */
export const tradeDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The order as answered with no caller (the documents are the same for all), else 404 as the order answers. */
  const visibleOrder = async (id: string, viewer: Parameters<typeof orderAccessOf>[1]) => {
    const [detail, access] = await Promise.all([findPurchaseOrderDetail(app.db, id), orderAccessOf(app.db, viewer)]);
    if (!detail || !canSeePurchaseOrder(access, detail.head)) throw notFound(messages.purchaseOrders.notFound);
    return { detail, access, order: toApiPurchaseOrder(detail, null) };
  };
  const options = (summary: string, produces: string, what: string) => ({
    config: { auth: 'user' as const, rateLimit: documentDownloadBudget(app) },
    // PDFs and a ZIP of stored PDFs: sent as kept, their Content-Length and ETag stay exact.
    compress: false as const,
    schema: {
      tags: ['purchase orders'],
      summary: `${summary}. ${built}`,
      params,
      produces: [produces],
      response: answers(what),
      security: bearerSecurity,
    },
  });

  app.get(
    '/purchase-orders/:id/commercial-invoice.pdf',
    options(
      'The commercial invoice of a purchase order as a PDF, for customs: per line HS code, origin, weights and export classification, the end-use statement, a declaration to sign (its buyer, an admin of its company, or a store admin)',
      'application/pdf',
      'The commercial invoice, application/pdf',
    ),
    async (request, reply) => {
      const { order } = await visibleOrder(request.params.id, await app.requireViewer(request));
      return app.builtDocuments.send(request, reply, {
        purchaseOrderId: order._id,
        task: await commercialInvoiceTask(app, order),
        disposition: `inline; filename="${commercialInvoiceTexts.fileName(order.number)}"`,
      });
    },
  );

  app.get(
    '/purchase-orders/:id/packing-list.pdf',
    options(
      'The packing list of a whole purchase order as a PDF: per line pieces × length, quantity, weight and heat numbers (its buyer, an admin of its company, or a store admin)',
      'application/pdf',
      'The packing list, application/pdf',
    ),
    async (request, reply) => {
      const { order } = await visibleOrder(request.params.id, await app.requireViewer(request));
      return app.builtDocuments.send(request, reply, {
        purchaseOrderId: order._id,
        task: packingListTask(app, order),
        disposition: `inline; filename="${packingListTexts.fileName(order.number)}"`,
      });
    },
  );

  app.get(
    '/purchase-orders/:id/documents.zip',
    options(
      "Every document of a purchase order in one ZIP: the invoice once issued, the commercial invoice, the packing list and each line's mill certificate, in a folder named after the order (its buyer, an admin of its company, or a store admin). Its version digests its parts' versions",
      'application/zip',
      'The ZIP, application/zip',
    ),
    async (request, reply) => {
      const { detail, access, order } = await visibleOrder(request.params.id, await app.requireViewer(request));
      // In the ZIP exactly when GET …/invoice.pdf would answer it.
      const withInvoice = refusalOf('invoice', access, detail) === undefined;
      return app.builtDocuments.sendBundle(request, reply, {
        purchaseOrderId: order._id,
        parts: await documentsZipParts(app, order, withInvoice),
        mtime: order.updatedAt,
        disposition: attachmentDisposition(documentsZipTexts.fileName(order.number)),
      });
    },
  );
};
