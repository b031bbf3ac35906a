import { useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '#shared/payments/payment.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /payments/config: which card form to show, the built-in test one or Stripe Elements. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return api<PaymentConfig>('/payments/config', { signal });
}

export function usePaymentConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: Infinity,
  });
}
