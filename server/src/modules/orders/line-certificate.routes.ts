import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificates } from '#shared/messages/certificates.ts';
import { purchaseOrderSchema } from '#shared/orders/purchase-order.schema.ts';
import { certificateContentTypes, certificateFieldsSchema } from '#shared/quotes/quote.schema.ts';
import { parseOrBadRequest } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { readUpload, uploadBodyLimit } from '../documents/index.ts';
import { assertCertifiableLine, attachLineCertificate } from './line-certificate.ts';
import { orderAccessOf } from '../companies/index.ts';
import { toApiPurchaseOrder } from './purchase-order.mapper.ts';
import { findPurchaseOrderDetail } from './purchase-orders.repository.ts';

const params = z.object({ id: z.string().max(64), lineId: z.string().max(64) });

/** Mill certificates on purchase order lines (docs/product/quotes.md#certificates). */
export const lineCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/purchase-orders/:id/lines/:lineId/certificate',
    {
      config: { auth: 'admin', upload: true },
      bodyLimit: uploadBodyLimit,
      schema: {
        tags: ['purchase orders'],
        summary:
          "Attach a line's mill certificate (admin; multipart: file, a PDF of at most 10 MB; type; heatNumber). Replaces the line's earlier certificate and sets its heat number",
        params,
        consumes: ['multipart/form-data'],
        response: { 200: purchaseOrderSchema, ...errorAnswers(400, 401, 403, 404, 409, 413) },
        security: bearerSecurity,
      },
    },
    async (request) => {
      const admin = await app.requireAdmin(request);
      const { id, lineId } = request.params;
      // Refused before 10 MB are read; checked again inside the transaction that stores the file.
      await assertCertifiableLine(app.db, id, lineId);
      const { fields, file } = await readUpload(request, {
        fileField: 'file',
        required: true,
        allowed: certificateContentTypes,
        allowedInWords: certificates.fileWords,
      });
      const { type, heatNumber } = parseOrBadRequest(certificateFieldsSchema, fields);
      await attachLineCertificate(app, id, lineId, { type, heatNumber, file: file! }, admin);
      return toApiPurchaseOrder((await findPurchaseOrderDetail(app.db, id))!, await orderAccessOf(app.db, admin));
    },
  );
};
