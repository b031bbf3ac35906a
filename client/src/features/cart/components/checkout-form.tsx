import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { cart as m } from '#shared/messages/cart.ts';
import { checkoutInputSchema, withRequestedDateCheck } from '#shared/orders/purchase-order.schema.ts';
import { ShipToFields } from '../../../components/orders/ship-to-fields.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { localToday } from '../../../lib/local-date.ts';
import type { MyCompany } from '../../../lib/queries/my-company.ts';
import { usePlacePurchaseOrder } from '../api/place-purchase-order.ts';
import { afterCheckout } from '../checkout-rules.ts';
import { CompanyAddressSelect, PaymentChoice } from './company-checkout-fields.tsx';

type CheckoutValues = z.input<typeof checkoutInputSchema>;

/**
 * Ship-to, phone, PO number, requested date and notes (docs/product/ordering.md#checkout). The
 * lines come from the server's cart, never from this form. One Idempotency-Key per visit of the
 * page: a second click or a retry after a lost answer finds the first order.
 */
interface CheckoutFormProps {
  defaults: { address: string; phone: string };
  /** The buyer's company (null: none): its ship-to addresses, and Pay on account when it has terms. */
  company: MyCompany | null;
}

export function CheckoutForm({ defaults, company }: CheckoutFormProps) {
  const navigate = useNavigate();
  const place = usePlacePurchaseOrder();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const today = localToday();
  const schema = useMemo(() => withRequestedDateCheck(checkoutInputSchema, today), [today]);
  const form = useForm<CheckoutValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      shipTo: defaults,
      poNumber: '',
      requestedDate: '',
      notes: '',
      saveShipTo: true,
      paymentMethod: 'card',
    },
  });

  const { register, handleSubmit, formState } = form;
  const busy = formState.isSubmitting || place.isPending;
  const onSubmit = handleSubmit(async (input) => {
    let order;
    try {
      order = await place.mutateAsync({ input, idempotencyKey });
    } catch {
      return; // The MutationCache toasts the error (lib/query-client.ts); the 400 names the line.
    }
    // On account (confirmed) or waiting for approval there is nothing to pay now: the order's own page.
    const next = afterCheckout(order);
    toast.success(next.toast);
    await navigate(next.to);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {company && company.addresses.length > 0 && <CompanyAddressSelect addresses={company.addresses} />}
        <ShipToFields today={today} />
        <label className="flex items-center gap-2">
          <input type="checkbox" className="checkbox" {...register('saveShipTo')} />
          {m.saveShipTo}
        </label>
        {company?.paymentTerms && <PaymentChoice company={company} />}
        <BusyButton busy={busy} className="btn btn-primary self-start">
          {busy ? m.placingOrder : m.placeOrder}
        </BusyButton>
      </form>
    </FormProvider>
  );
}
