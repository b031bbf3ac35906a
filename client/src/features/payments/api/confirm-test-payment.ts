import type { TestCardInput } from '#shared/payments/payment.schema.ts';
import { api } from '../../../lib/api-client.ts';
import type { TestPaymentAnswer } from '#shared/answers.schema.ts';

/**
 * POST /payments/test/confirm: the built-in test provider's stand-in for Stripe.js's card
 * confirmation. A refused card answers 402 with the provider's message (thrown as ApiError).
 * A plain function, not a mutation hook: a mutation would keep the card number in its cache.
 */
export async function confirmTestPayment(card: TestCardInput): Promise<string> {
  const { paymentId } = await api<TestPaymentAnswer>('/payments/test/confirm', {
    method: 'POST',
    body: card,
  });
  return paymentId;
}
