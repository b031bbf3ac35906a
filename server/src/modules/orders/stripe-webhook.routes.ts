import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { badRequest, HttpError, notFound } from '../../http-errors.ts';
import { errorSchema } from '../../http/schemas.ts';
import { loadStripe } from '../payments/index.ts';
import { confirmLinePayment } from './line-payment.ts';
import { confirmPurchaseOrderPayment } from './purchase-order-payment.ts';
import { findLine, findPurchaseOrderDetail } from './purchase-orders.repository.ts';

/** Only Stripe reads these answers, so they are not in the shared (user-visible) messages. */
const invalidSignature = 'Invalid Stripe signature';
const notEnabled = 'Stripe webhooks are not enabled (PAYMENT_PROVIDER is not stripe)';

/** A PaymentIntent event is a few KB; headroom so a large event is not refused (and retried) forever. */
const webhookBodyBytes = 256 * 1024;

const receivedSchema = z.object({ received: z.literal(true), duplicate: z.literal(true).optional() });

/** Records the event id; false when it was already recorded (Stripe delivers at least once). */
async function firstDelivery(db: Kysely<Database>, event: Stripe.Event): Promise<boolean> {
  const result = await db
    .insertInto('webhook_events')
    .values({ id: event.id, type: event.type, received_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

async function forgetDelivery(db: Kysely<Database>, eventId: string): Promise<void> {
  await db.deleteFrom('webhook_events').where('id', '=', eventId).execute();
}

/**
 * `POST /webhooks/stripe` (docs/product/rules.md#payments): Stripe tells the store that a PaymentIntent succeeded,
 * so an order is paid even when the buyer closes the page before the client reports it. No
 * session: the signature over the raw body, with Stripe's 300 s tolerance, is the authentication.
 * Under PAYMENT_PROVIDER=test the route exists and answers 404.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.payments;
  const stripe =
    settings.provider === 'stripe'
      ? // Stripe's SDK (~1 MB of modules) loads only when it is the provider (ADR 022).
        {
          client: (await loadStripe()).createStripeClient(settings),
          secret: settings.webhookSecret,
        }
      : undefined;

  // Encapsulated in this plugin: the signature covers the exact bytes Stripe sent, so the body
  // must reach the handler unparsed. Every other route keeps the default JSON parser.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      bodyLimit: webhookBodyBytes,
      // Signed by Stripe, not an account's change: no budget may drop a payment's event (PRODUCT.md §21).
      config: { writeBudget: false },
      schema: {
        hide: false,
        tags: ['payments'],
        summary: 'Stripe events (PAYMENT_PROVIDER=stripe); authenticated by the Stripe-Signature header',
        description:
          'The raw JSON body of a Stripe event, verified against STRIPE_WEBHOOK_SECRET. `payment_intent.succeeded` marks its order paid after re-checking the PaymentIntent with Stripe. A redelivered event answers `duplicate: true` and is not applied again.',
        headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
        response: { 200: receivedSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      if (!stripe) throw notFound(notEnabled);
      const signature = request.headers['stripe-signature'];
      if (!signature || !Buffer.isBuffer(request.body)) throw badRequest(invalidSignature);

      let event: Stripe.Event;
      try {
        event = stripe.client.webhooks.constructEvent(request.body, signature, stripe.secret);
      } catch (error) {
        request.log.warn({ err: error }, 'stripe webhook refused: signature not verified');
        throw badRequest(invalidSignature);
      }

      if (!(await firstDelivery(app.db, event))) return { received: true as const, duplicate: true as const };
      try {
        if (event.type === 'payment_intent.succeeded')
          await applySucceededIntent(event.data.object, request.log.child({ eventId: event.id }));
      } catch (error) {
        // Not applied: forget the id so that Stripe's retry (it retries any 5xx) applies it.
        await forgetDelivery(app.db, event.id);
        throw error;
      }
      return { received: true as const };
    },
  );

  async function applySucceededIntent(intent: Stripe.PaymentIntent, log: FastifyBaseLogger): Promise<void> {
    const orderId = intent.metadata?.orderId;
    const order = orderId ? await findLine(app.db, orderId) : undefined;
    // A purchase order's payment carries the purchase order's id in the same metadata field.
    const purchaseOrder = !order && orderId ? await findPurchaseOrderDetail(app.db, orderId) : undefined;
    if (!order && !purchaseOrder) {
      log.warn(
        { paymentIntentId: intent.id, orderId },
        'stripe webhook: no order for this PaymentIntent; acknowledged',
      );
      return;
    }
    try {
      // Re-retrieves the intent from Stripe and checks amount, currency and order id.
      if (order) await confirmLinePayment(app, order, intent.id);
      else await confirmPurchaseOrderPayment(app, purchaseOrder!, intent.id);
    } catch (error) {
      // A refusal (already paid with another payment, amount mismatch) will not change on retry:
      // acknowledge it, or Stripe would redeliver it for days. Someone has to look at the log.
      if (error instanceof HttpError && error.statusCode < 500) {
        log.warn(
          { paymentIntentId: intent.id, orderId, reason: error.message },
          'stripe webhook: payment not applied to the order; acknowledged',
        );
        return;
      }
      throw error;
    }
  }
};
