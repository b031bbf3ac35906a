import { lazy, Suspense } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { type PaymentTarget, usePaymentIntent } from '../api/create-payment-intent.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import type { CardFormProps } from './card-form-props.ts';
import { TestCardForm } from './test-card-form.tsx';
import { withTexts } from '../../../lib/with-texts.ts';

// Stripe's libraries stay in their own chunk, fetched only when the store runs on Stripe.
const StripeCardForm = lazy(() =>
  withTexts(import('./stripe-card-form.tsx')).then((module) => ({ default: module.StripeCardForm })),
);

/** The card form of the configured provider for an unpaid order or purchase order (docs/product/rules.md#payments). */
export function CardPayment({ target, ...props }: Omit<CardFormProps, 'clientSecret'> & { target: PaymentTarget }) {
  const config = usePaymentConfig();
  const intent = usePaymentIntent(target, true);
  const failed = config.error ?? intent.error;
  if (failed) {
    const retry = () => void Promise.all([config.isError && config.refetch(), intent.isError && intent.refetch()]);
    return <ErrorState error={failed} onRetry={retry} isRetrying={config.isFetching || intent.isFetching} />;
  }
  if (!config.data) return <LoadingState className="min-h-40" />;
  if (config.data.provider === 'stripe') {
    return (
      <Suspense fallback={<LoadingState className="min-h-40" />}>
        <StripeCardForm publishableKey={config.data.publishableKey} clientSecret={intent.data} {...props} />
      </Suspense>
    );
  }
  return <TestCardForm clientSecret={intent.data} {...props} />;
}
