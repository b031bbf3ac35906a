import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { cart as m } from '#shared/messages/cart.ts';
import { checkoutInputSchema, withRequestedDateCheck } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { ShipToFields } from '../../../components/orders/ship-to-fields.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { localToday } from '../../../lib/local-date.ts';
import { usePlacePurchaseOrder } from '../api/place-purchase-order.ts';

type CheckoutValues = z.input<typeof checkoutInputSchema>;

/**
 * Ship-to, phone, PO number, requested date and notes (docs/product/ordering.md#checkout). The
 * lines come from the server's cart, never from this form. One Idempotency-Key per visit of the
 * page: a second click or a retry after a lost answer finds the first order.
 */
export function CheckoutForm({ defaults }: { defaults: { address: string; phone: string } }) {
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
    toast.success(m.orderPlaced(order.number));
    await navigate(paths.purchaseOrderPayment(order._id));
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <ShipToFields today={today} />
        <label className="flex items-center gap-2">
          <input type="checkbox" className="checkbox" {...register('saveShipTo')} />
          {m.saveShipTo}
        </label>
        <BusyButton busy={busy} className="btn btn-primary self-start">
          {busy ? m.placingOrder : m.placeOrder}
        </BusyButton>
      </form>
    </FormProvider>
  );
}
