import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PaymentIntentAnswer } from '#shared/answers.schema.ts';

/** What one card payment pays: one order of the SPEC, or every unpaid line of a purchase order. */
export type PaymentTarget = { orderId: string } | { purchaseOrderId: string };

/**
 * POST /create-payment-intent {orderId} or {purchaseOrderId}: the server prices it from what it
 * stores and answers the same intent again while it is unpaid, so asking on every visit is safe.
 */
export async function createPaymentIntent(target: PaymentTarget, signal?: AbortSignal): Promise<string> {
  const { clientSecret } = await api<PaymentIntentAnswer>('/create-payment-intent', {
    method: 'POST',
    body: target,
    signal,
  });
  return clientSecret;
}

export function usePaymentIntent(target: PaymentTarget, enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'intent', target],
    queryFn: ({ signal }) => createPaymentIntent(target, signal),
    enabled,
    staleTime: Infinity,
    // The secret authorises paying: do not keep it once the page is gone.
    gcTime: 0,
  });
}
