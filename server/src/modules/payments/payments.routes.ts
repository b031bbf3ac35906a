import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { companyOrders } from '#shared/messages/company-orders.ts';
import { createIntentSchema, paymentConfigSchema, testCardSchema } from '#shared/payments/payment.schema.ts';
import { orderTotalProblem } from '#shared/orders/order-limits.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers, errorSchema } from '../../http/schemas.ts';
import { orderAccessOf } from '../companies/order-visibility.ts';
import { assertAllowed } from '../purchase-orders/order-actions.ts';
import { findOrder, rememberPayment } from '../orders/orders.repository.ts';
import { lineMayBePaidAlone, startPurchaseOrderPayment } from '../purchase-orders/purchase-order-payment.ts';
import { findPurchaseOrderDetail } from '../purchase-orders/purchase-orders.repository.ts';
import { paymentIntentAnswerSchema, testPaymentAnswerSchema } from '#shared/answers.schema.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 502);
const security = bearerSecurity;

/** Card payments (docs/product/api.md#original-api `/create-payment-intent`, docs/product/rules.md#payments). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which card form the payment page shows',
        response: { 200: paymentConfigSchema },
      },
    },
    async () => app.payments.publicConfig(),
  );

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
      const order = await findOrder(app.db, orderId!);
      if (!order) throw notFound(messages.orders.notFound);
      if (order.buyer_id !== viewer.id) throw forbidden();
      if (order.status !== 'unpaid') {
        throw conflict(order.status === 'cancelled' ? messages.payment.notPayable : messages.payment.alreadyPaid);
      }
      if (!(await lineMayBePaidAlone(app.db, order.purchase_order_id))) throw conflict(companyOrders.payWithOrder);
      // An order stored before the cap (or priced above it) is refused here rather than by the provider.
      const tooLarge = orderTotalProblem(Number(order.total_cents));
      if (tooLarge) throw badRequest(tooLarge);
      const payment = await app.payments.createPayment({
        orderId: order.id,
        amountCents: Number(order.total_cents),
        buyerEmail: order.buyer_email,
        existingPaymentId: order.payment_intent_id,
      });
      if (payment.id !== order.payment_intent_id) await rememberPayment(app.db, order.id, payment.id);
      return { clientSecret: payment.clientSecret };
    },
  );

  app.post(
    '/payments/test/confirm',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: "The test-mode provider's card confirmation (PAYMENT_PROVIDER=test only)",
        body: testCardSchema,
        response: {
          200: testPaymentAnswerSchema,
          402: errorSchema.extend({ code: z.string() }),
          ...errors,
        },
        security,
      },
    },
    async (request, reply) => {
      if (!app.testPayments) throw notFound();
      const { clientSecret, cardNumber, expiry } = request.body;
      const confirmed = await app.testPayments.confirm(clientSecret, { number: cardNumber, expiry });
      if (!confirmed) throw notFound('Payment not found');
      if (!confirmed.outcome.ok) {
        return reply.code(402).send({ message: confirmed.outcome.message, code: confirmed.outcome.code });
      }
      return { status: 'succeeded' as const, paymentId: confirmed.paymentId };
    },
  );
};
