import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { quotes } from '#shared/messages/quotes.ts';
import { withRequestedDateCheck } from '#shared/orders/purchase-order.schema.ts';
import { type Quote, type QuoteAccept, quoteAcceptSchema } from '#shared/quotes/quote.schema.ts';
import { paths } from '#shared/routes.ts';
import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import { EndUseFields, useEndUseWhenAsked } from '../../../components/orders/end-use-fields.tsx';
import { ShipToFields } from '../../../components/orders/ship-to-fields.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { localToday } from '../../../lib/local-date.ts';
import { useAcceptQuote } from '../api/quote-actions.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';

const t = quotes;

/**
 * Accept: where the purchase order goes, as at checkout (ship-to prefilled from the profile), then
 * on to paying it. An expired quote answers 409 with the server's message, shown as a toast.
 */
export function AcceptForm({ quote, defaults }: { quote: Quote; defaults: { address: string; phone: string } }) {
  const navigate = useNavigate();
  const accept = useAcceptQuote();
  const endUse = useEndUseWhenAsked();
  const today = localToday();
  const schema = useMemo(() => withRequestedDateCheck(quoteAcceptSchema, today), [today]);
  const form = useForm<QuoteAccept, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { shipTo: defaults, poNumber: '', requestedDate: '', notes: '' },
  });
  const { handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (input) => {
    let order;
    try {
      order = await accept.mutateAsync({ id: quote._id, input });
    } catch (error) {
      endUse.noteRefusal(error);
      return;
    }
    // PRODUCT.md §19: a held order has nothing to pay until the review releases it.
    if (order.status === 'compliance_hold') {
      toast.success(complianceHolds.placedHeld(order.number));
      await navigate(paths.purchaseOrder(order._id));
      return;
    }
    toast.success(t.accepted(order.number));
    await navigate(paths.purchaseOrderPayment(order._id));
  });
  const busy = formState.isSubmitting || accept.isPending;
  return (
    <FormProvider {...form}>
      <FormCard headingId="accept-heading" title={t.acceptHeading} onSubmit={onSubmit} className="max-w-2xl">
        <p>{t.acceptHint}</p>
        <ShipToFields today={today} />
        <EndUseFields required={endUse.asked} />
        <BusyButton busy={busy} className="btn btn-primary self-start">
          {busy ? t.accepting : t.accept}
        </BusyButton>
      </FormCard>
    </FormProvider>
  );
}
