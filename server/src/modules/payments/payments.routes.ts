import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentConfigSchema, testCardSchema } from '#shared/payments/payment.schema.ts';
import { notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers, errorSchema } from '../../http/schemas.ts';
import { testPaymentAnswerSchema } from '#shared/answers.schema.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 502);
const security = bearerSecurity;

/** The card form's settings and the test-mode provider's confirmation (docs/product/rules.md#payments); what an order pays is purchase-orders/order-payment.routes.ts. */
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
