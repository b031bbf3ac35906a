import { useState } from 'react';
import { messages } from '#shared/messages.ts';
import { useAuth } from '../../../lib/session/auth-context.ts';
import type { PaymentTarget } from '../api/create-payment-intent.ts';
import { CardPayment } from './card-payment.tsx';
import { HeadedSection } from '../../../components/ui/headed-section.tsx';

/**
 * "Card details" and the provider's card form, billed to the signed-in account; both payment
 * pages (an order of the SPEC, a purchase order) pay through it.
 */
export function CardDetails({
  target,
  payLabel,
  onPaid,
}: {
  target: PaymentTarget;
  payLabel: string;
  onPaid: (transactionId: string) => Promise<void>;
}) {
  const { user } = useAuth();
  return (
    <HeadedSection headingId="card-details-heading" title={messages.ordering.cardDetails}>
      <CardPayment
        target={target}
        payLabel={payLabel}
        billing={{ name: user?.displayName ?? '', email: user?.email ?? '' }}
        onPaid={onPaid}
      />
    </HeadedSection>
  );
}

/**
 * Records the provider's payment with the store (`record`: PATCH /order/{id} or POST
 * /purchase-orders/{id}/pay) and remembers that it happened on this visit, for the success text.
 */
export function usePaidNow(record: (transactionId: string) => Promise<unknown>) {
  const [justPaid, setJustPaid] = useState(false);
  const onPaid = async (transactionId: string) => {
    try {
      await record(transactionId);
      setJustPaid(true);
    } catch {
      // Paying again is safe: the provider answers the same succeeded payment for this intent.
      // The error toast is the MutationCache's (lib/query-client.ts).
    }
  };
  return { justPaid, onPaid };
}
