import Stripe from 'stripe';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import { toMajor } from '#shared/money/amount.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { badRequest } from '../../http-errors.ts';
import { type PaymentProvider, PaymentProviderError } from './payment-provider.ts';
import { fromStripeAmount, toStripeAmount } from './stripe-amounts.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Only tests set it: a local stand-in for api.stripe.com. */
  apiUrl: string | undefined;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

/**
 * Every Stripe call goes through here: a Stripe error's message (which can name our account,
 * parameters or limits) never reaches the client. It becomes our own message, with Stripe's
 * error kept as the cause for the log.
 */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PaymentProviderError(error);
  }
}

/**
 * The order's amount as Stripe takes it (stripe-amounts.ts), or a 400 before Stripe is called
 * when Stripe cannot charge it in that currency (never a 502: nothing failed).
 */
function stripeAmountOf(amountCents: number, currency: string): number {
  const amount = toStripeAmount(amountCents, currency);
  if (amount === undefined) {
    throw badRequest(
      orderCurrency.notChargeableByCard(formatMoney(toMajor({ minor: amountCents, currency }), currency)),
    );
  }
  return amount;
}

/**
 * Stripe PaymentIntents (PAYMENT_PROVIDER=stripe); the page confirms them with Stripe Elements.
 * An intent is in the order's currency (PRODUCT.md §17): its code lower case, its amount in
 * Stripe's unit of it (whole yen for JPY).
 */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createStripeClient(settings);
  const provider: PaymentProvider = {
    name: 'stripe',
    publicConfig: () => ({ provider: 'stripe', publishableKey: settings.publishableKey }),

    async createPayment({ orderId, amountCents, currency, buyerEmail, existingPaymentId }) {
      const amount = stripeAmountOf(amountCents, currency);
      const code = currency.toLowerCase();
      if (existingPaymentId) {
        const existing = await stripe.paymentIntents.retrieve(existingPaymentId);
        const reusable = ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
          existing.status,
        );
        if (reusable && existing.amount === amount && existing.currency === code && existing.client_secret) {
          return { id: existing.id, clientSecret: existing.client_secret };
        }
      }
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency: code,
          receipt_email: buyerEmail,
          metadata: { orderId },
          automatic_payment_methods: { enabled: true },
        },
        // A retried create for the same order and amount returns the same intent (an order's currency never changes).
        { idempotencyKey: `order-${orderId}-${amountCents}-${existingPaymentId ?? 'first'}` },
      );
      if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieve(paymentId) {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentId);
        const currency = intent.currency.toUpperCase();
        return {
          id: intent.id,
          succeeded: intent.status === 'succeeded',
          amountCents: fromStripeAmount(intent.amount_received || intent.amount, currency),
          currency,
          orderId: intent.metadata.orderId,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
        throw error;
      }
    },

    async refund({ paymentId, orderId, idempotencyKey }) {
      // One refund per outbox message however often it is retried (ADR 023), or per order for a
      // refund made at once: Stripe answers a repeated idempotency key with the first refund.
      const refund = await stripe.refunds.create(
        { payment_intent: paymentId, metadata: { orderId } },
        { idempotencyKey: idempotencyKey ?? `refund-order-${orderId}` },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        // Refused for good, as a 4xx would be (isPermanentRefusal): retrying makes no refund.
        throw Object.assign(new Error(`Stripe refund ${refund.id} is ${refund.status}`), { statusCode: 402 });
      }
      return { id: refund.id };
    },
  };
  return {
    ...provider,
    createPayment: async (input) => {
      // Our own refusal (400) before Stripe is asked, not wrapped as Stripe's failure.
      stripeAmountOf(input.amountCents, input.currency);
      return guarded(() => provider.createPayment(input));
    },
    retrieve: (paymentId) => guarded(() => provider.retrieve(paymentId)),
    refund: (input) => guarded(() => provider.refund(input)),
  };
}
