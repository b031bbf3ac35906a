import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseHoldSchema, releaseHoldSchema } from '#shared/orders/compliance-decision.schema.ts';
import { purchaseOrderSchema } from '#shared/orders/purchase-order.schema.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { decideHold } from './compliance-decision.ts';
import { toApiPurchaseOrder } from './purchase-order.mapper.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const security = bearerSecurity;
const idParams = z.object({ id: z.string().max(64) });
const tags = ['purchase orders', 'compliance'];

/**
 * An order held for export compliance (PRODUCT.md §19): a store admin releases it (it goes on as
 * it would have) or refuses it (cancelled, its stock returned). Its buyer and their company's
 * admin get 403; anyone who cannot see it 404; an order not held 409.
 */
export const complianceHoldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/purchase-orders/:id/compliance/release',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Release an order held for export compliance with a note (store admins): it takes the status it would have had (unpaid, confirmed on account and invoiced now, or waiting for approval)',
        params: idParams,
        body: releaseHoldSchema,
        response: { 200: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const { detail, access } = await decideHold(app, request.params.id, viewer, {
        release: true,
        note: request.body.note,
      });
      return toApiPurchaseOrder(detail, access);
    },
  );

  app.post(
    '/purchase-orders/:id/compliance/refuse',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Refuse an order held for export compliance with a reason (store admins): it is cancelled, its stock returned, its buyer mailed',
        params: idParams,
        body: refuseHoldSchema,
        response: { 200: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const { detail, access } = await decideHold(app, request.params.id, viewer, {
        release: false,
        reason: request.body.reason,
      });
      return toApiPurchaseOrder(detail, access);
    },
  );
};
