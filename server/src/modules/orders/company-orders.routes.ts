import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectOrderSchema, transferSchema } from '#shared/companies/company.schema.ts';
import { companies as companyTexts } from '#shared/messages/companies.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import { fromMajor } from '#shared/money/amount.ts';
import { minorUnitProblem } from '#shared/money/minor-units.ts';
import { purchaseOrderSchema } from '#shared/orders/purchase-order.schema.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { orderAccessOf } from '../companies/index.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { messages } from '#shared/messages.ts';
import { assertAllowed } from './order-actions.ts';
import { toApiPurchaseOrder } from './purchase-order.mapper.ts';
import { findPurchaseOrderDetail } from './purchase-orders.repository.ts';
import { decideOnOrder } from './purchase-order-approval.ts';
import { recordTransfer } from './purchase-order-transfers.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const security = bearerSecurity;
const idParams = z.object({ id: z.string().max(64) });
const tags = ['purchase orders', 'companies'];

/**
 * A company's purchase orders (docs/product/companies.md): approvals by a company admin, and the
 * money the store receives for an invoice on account.
 */
export const companyOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/purchase-orders/:id/approve',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "Approve an order waiting for approval (a company admin of the order's company, never their own): it goes on as unpaid, or confirmed on account",
        params: idParams,
        response: { 200: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const decided = await decideOnOrder(app, request.params.id, viewer, { approve: true });
      return toApiPurchaseOrder(decided, await orderAccessOf(app.db, viewer));
    },
  );

  app.post(
    '/purchase-orders/:id/reject',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "Reject an order waiting for approval with a reason (a company admin of the order's company, never their own): final, its stock returned",
        params: idParams,
        body: rejectOrderSchema,
        response: { 200: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const decision = { approve: false as const, reason: request.body.reason };
      const decided = await decideOnOrder(app, request.params.id, viewer, decision);
      return toApiPurchaseOrder(decided, await orderAccessOf(app.db, viewer));
    },
  );

  app.post(
    '/purchase-orders/:id/payments',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          "Record money received by transfer for an invoice on account (admin), in the order's currency (another: 400): part payments add up, more than is owed is refused",
        params: idParams,
        body: transferSchema,
        response: { 200: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const admin = await app.requireAdmin(request);
      const [order, access] = await Promise.all([
        findPurchaseOrderDetail(app.db, request.params.id),
        orderAccessOf(app.db, admin),
      ]);
      if (!order) throw notFound(messages.purchaseOrders.notFound);
      assertAllowed('recordPayment', access, order);
      const { amount, reference, receivedAt } = request.body;
      // In the order's currency (PRODUCT.md §17): money in another is refused, never converted.
      const currency = request.body.currency ?? order.head.currency;
      if (currency !== order.head.currency)
        throw badRequest(orderCurrency.wrongCurrency(currency, order.head.currency));
      const problem = minorUnitProblem(amount, currency, companyTexts.labels.amount);
      if (problem) throw badRequest(problem);
      const detail = await recordTransfer(app, request.params.id, {
        amountCents: fromMajor(amount, currency).minor,
        currency,
        reference,
        receivedAt,
        recordedBy: admin.id,
      });
      return toApiPurchaseOrder(detail, access);
    },
  );
};
