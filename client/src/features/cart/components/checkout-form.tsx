import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { cart as m } from '#shared/messages/cart.ts';
import { checkoutInputSchema, poNumberMaxLength, requestedDateProblem } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { usePlacePurchaseOrder } from '../api/place-purchase-order.ts';
import { localToday } from '../local-date.ts';

type CheckoutValues = z.input<typeof checkoutInputSchema>;

/** The body of POST /purchase-orders, plus the date check against the buyer's own today. */
function checkoutFormSchema(today: string) {
  return checkoutInputSchema.superRefine((values, ctx) => {
    const problem = requestedDateProblem(values.requestedDate, today);
    if (problem) ctx.addIssue({ code: 'custom', path: ['requestedDate'], message: problem });
  });
}

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
  const schema = useMemo(() => checkoutFormSchema(today), [today]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      shipTo: defaults,
      poNumber: '',
      requestedDate: '',
      notes: '',
      saveShipTo: true,
    },
  });

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
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={m.shipToAddress} error={errors.shipTo?.address?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('shipTo.address')}
            rows={3}
            aria-required="true"
            autoComplete="street-address"
            className="textarea w-full"
          />
        )}
      </FormField>
      <TextField
        label={m.phone}
        type="tel"
        autoComplete="tel"
        aria-required="true"
        registration={register('shipTo.phone')}
        error={errors.shipTo?.phone?.message}
      />
      <TextField
        label={m.poNumber}
        maxLength={poNumberMaxLength}
        registration={register('poNumber')}
        error={errors.poNumber?.message}
      />
      <TextField
        label={m.requestedDate}
        type="date"
        min={today}
        registration={register('requestedDate')}
        error={errors.requestedDate?.message}
      />
      <FormField label={m.notes} error={errors.notes?.message}>
        {(control) => <textarea {...control} {...register('notes')} rows={3} className="textarea w-full" />}
      </FormField>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="checkbox" {...register('saveShipTo')} />
        {m.saveShipTo}
      </label>
      <BusyButton busy={isSubmitting || place.isPending} className="btn btn-primary self-start">
        {isSubmitting || place.isPending ? m.placingOrder : m.placeOrder}
      </BusyButton>
    </form>
  );
}
