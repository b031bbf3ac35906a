import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import {
  createTestPaymentProvider,
  loadStripe,
  type PaymentProvider,
  type TestPaymentProvider,
} from '../modules/payments/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** Set only when PAYMENT_PROVIDER=test: confirms the built-in provider's test cards. */
    testPayments: TestPaymentProvider | undefined;
  }
}

/** The configured card payment provider (docs/product/rules.md#payments): the built-in test mode, or Stripe. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    if (config.payments.provider === 'stripe') {
      const { createStripePaymentProvider } = await loadStripe();
      app.decorate('payments', createStripePaymentProvider(config.payments));
      app.decorate('testPayments', undefined);
    } else {
      const provider = createTestPaymentProvider(app.db);
      app.decorate('payments', provider);
      app.decorate('testPayments', provider);
    }
  },
  { name: 'payments', dependencies: ['db'] },
);
