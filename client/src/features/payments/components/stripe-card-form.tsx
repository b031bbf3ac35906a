import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { CardFormProps } from './card-form-props.ts';
import { CardError } from './card-error.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

const t = messages.ordering;
const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js is fetched only when this form first shows, once per publishable key. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

function StripeForm({ billing, onPaid, payLabel }: Omit<CardFormProps, 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setCardError(null);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: {
          // Only redirect-based methods come back here; the webhook marks those orders paid.
          return_url: window.location.href,
          payment_method_data: { billing_details: { name: billing.name, email: billing.email } },
        },
      });
      if (error) setCardError(error.message ?? t.paymentProcessing);
      else if (paymentIntent.status === 'succeeded') await onPaid(paymentIntent.id);
      else setCardError(t.paymentProcessing);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={(event) => setCardError(event.error.message ?? t.cardFormLoadFailed)}
      />
      <CardError message={cardError} />
      <BusyButton busy={busy} type="submit" className="btn btn-primary" disabled={!stripe || !elements || !ready}>
        {payLabel}
      </BusyButton>
    </form>
  );
}

/** PAYMENT_PROVIDER=stripe: Stripe Elements confirms the PaymentIntent in the page (docs/product/rules.md#payments). */
export function StripeCardForm({ publishableKey, clientSecret, ...props }: CardFormProps & { publishableKey: string }) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  // Elements needs the secret up front; until it comes, the same disabled Pay as the test form.
  if (!clientSecret) {
    return (
      <button type="button" className="btn btn-primary" disabled>
        {props.payLabel}
      </button>
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <StripeForm {...props} />
    </Elements>
  );
}
