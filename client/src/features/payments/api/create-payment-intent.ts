import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PaymentIntentAnswer } from '#shared/answers.schema.ts';

/**
 * POST /create-payment-intent {orderId}: the server prices it from the stored order and answers
 * the same intent again while it is unpaid, so asking on every visit of the page is safe.
 */
export async function createPaymentIntent(orderId: string, signal?: AbortSignal): Promise<string> {
  const { clientSecret } = await api<PaymentIntentAnswer>('/create-payment-intent', {
    method: 'POST',
    body: { orderId },
    signal,
  });
  return clientSecret;
}

export function usePaymentIntent(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'intent', orderId],
    queryFn: ({ signal }) => createPaymentIntent(orderId, signal),
    enabled,
    staleTime: Infinity,
    // The secret authorises paying: do not keep it once the page is gone.
    gcTime: 0,
  });
}
