import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.ts';
import { paymentIntentAnswerSchema } from '#shared/answers.schema.ts';
import { createIntentSchema } from '#shared/payments/payment.schema.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { orderAccessOf } from '../companies/index.ts';
import { startLinePayment } from './line-payment.ts';
import { assertAllowed } from './order-actions.ts';
import { startPurchaseOrderPayment } from './purchase-order-payment.ts';
import { findLine, findPurchaseOrderDetail } from './purchase-orders.repository.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 502);
const security = bearerSecurity;

/**
 * Paying an order by card (docs/product/api.md#original-api `/create-payment-intent`,
 * docs/product/rules.md#payments): a purchase order's unpaid lines, or one line alone. The card
 * form and the provider are the payments module's; what is paid, and how much, is the order's.
 */
export const orderPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create-payment-intent',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary:
          "Start paying an order ({orderId}) or all of a purchase order's unpaid lines ({purchaseOrderId}); the amount is the stored one, never the client's",
        body: createIntentSchema,
        response: { 200: paymentIntentAnswerSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const { purchaseOrderId, orderId } = request.body;
      if (purchaseOrderId !== undefined) {
        const detail = await findPurchaseOrderDetail(app.db, purchaseOrderId);
        if (!detail) throw notFound(messages.purchaseOrders.notFound);
        // Its buyer or an admin of its company (ADR 016), while something is owed: the `pay` rule.
        assertAllowed('pay', await orderAccessOf(app.db, viewer), detail);
        return startPurchaseOrderPayment(app, detail);
      }
      const line = await findLine(app.db, orderId!);
      if (!line) throw notFound(messages.orders.notFound);
      if (line.buyer_id !== viewer.id) throw forbidden();
      return startLinePayment(app, line);
    },
  );
};
