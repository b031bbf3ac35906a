import { messages } from '#shared/messages.ts';
import type { PaymentConfig } from '#shared/payments/payment.schema.ts';
import { HttpError } from '../../http-errors.ts';

/** What the store needs to know about one payment, whoever processed it. */
export interface PaymentInfo {
  id: string;
  succeeded: boolean;
  /** Minor units of `currency` as the store counts them (`minorDigits`: cents, whole yen), whatever the provider's unit. */
  amountCents: number;
  /** ISO 4217, upper case ("EUR"), as the store writes it on an order. */
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
  /**
   * A payment for the order, or the one already open for it (buyers retry declined cards), in the
   * order's currency (PRODUCT.md §17): `amountCents` is in its minor units, `currency` ISO 4217.
   */
  createPayment(input: {
    orderId: string;
    amountCents: number;
    currency: string;
    buyerEmail: string;
    existingPaymentId: string | null;
  }): Promise<{ id: string; clientSecret: string }>;
  retrieve(paymentId: string): Promise<PaymentInfo | undefined>;
  /**
   * Refunds a succeeded payment in full and answers the provider's refund id. Repeating it for
   * the same order, or with the same `idempotencyKey` (the outbox message's, ADR 023), answers the
   * same refund (never a second one). Throws when the provider refuses or cannot be reached;
   * `isPermanentRefusal` tells the two apart.
   */
  refund(input: { paymentId: string; orderId: string; idempotencyKey?: string }): Promise<{ id: string }>;
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

/**
 * The provider said no for good (Stripe's 4xx: a refused or impossible refund, a bad request),
 * as opposed to an outage or a timeout, which a retry may get past (429 and 409 are "try again").
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (!(error instanceof PaymentProviderError)) return false;
  const status = (error.cause as { statusCode?: unknown } | null | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && ![408, 409, 429].includes(status);
}
