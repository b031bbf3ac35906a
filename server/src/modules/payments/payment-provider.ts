import type { Kysely } from 'kysely';
import { messages } from '#shared/messages.ts';
import type { PaymentConfig } from '#shared/payments/payment.schema.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http-errors.ts';

/** What the store needs to know about one payment, whoever processed it. */
export interface PaymentInfo {
  id: string;
  succeeded: boolean;
  amountCents: number;
  currency: string;
  /** The order the payment was created for (metadata the store wrote itself). */
  orderId: string | undefined;
}

/**
 * A card payment provider (docs/product/rules.md#payments). The amount always comes from the stored order; an
 * order is marked paid only after `retrieve` confirms a succeeded payment of exactly its total.
 */
export interface PaymentProvider {
  readonly name: PaymentConfig['provider'];
  /** What the payment page needs to show its card form. */
  publicConfig(): PaymentConfig;
  /** A payment for the order, or the one already open for it (buyers retry declined cards). */
  createPayment(input: {
    orderId: string;
    amountCents: number;
    buyerEmail: string;
    existingPaymentId: string | null;
  }): Promise<{ id: string; clientSecret: string }>;
  retrieve(paymentId: string): Promise<PaymentInfo | undefined>;
  /**
   * Refunds a succeeded payment in full and answers the provider's refund id. Repeating it for
   * the same order answers the same refund (never a second one). Throws when the provider refuses.
   * `trx` is the cancel's transaction the refund runs in (issue 26): a provider that keeps its
   * records in the store's database (the test provider) writes them there.
   */
  refund(input: { paymentId: string; orderId: string }, trx?: Kysely<Database>): Promise<{ id: string }>;
}

/**
 * The provider failed or refused (Stripe down, a refund refused…). The client gets our own message
 * (502); the provider's own words, which can name internals, go only to the log as the cause.
 */
export class PaymentProviderError extends HttpError {
  constructor(cause: unknown, message: string = messages.payment.providerError) {
    super(502, message);
    this.cause = cause;
  }
}

export const currency = 'usd';
