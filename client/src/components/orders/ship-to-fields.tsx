import { useFormContext } from 'react-hook-form';
import { cart as m } from '#shared/messages/cart.ts';
import { poNumberMaxLength } from '#shared/orders/purchase-order.schema.ts';
import { FormField } from '../ui/form-field.tsx';
import { TextField } from '../ui/text-field.tsx';

/** The fields of a form that places a purchase order (checkoutInputSchema; quoteAcceptSchema picks them). */
interface ShipToValues {
  shipTo: { address: string; phone: string };
  poNumber?: string | undefined;
  requestedDate?: string | undefined;
  notes?: string | undefined;
}

interface ShipToFieldsProps {
  /** The buyer's today (YYYY-MM-DD): the earliest requested delivery date. */
  today: string;
}

/**
 * Where a purchase order goes (docs/product/ordering.md#checkout): ship-to address, phone, PO
 * number, requested date and notes. Shared by the checkout and a quote's Accept form, which place
 * a purchase order alike (quoteAcceptSchema picks these fields of checkoutInputSchema).
 */
export function ShipToFields({ today }: ShipToFieldsProps) {
  // The form that owns the fields (checkout, accepting a quote) provides itself with FormProvider.
  const {
    register,
    formState: { errors: formErrors },
  } = useFormContext<ShipToValues>();
  const fields = {
    address: register('shipTo.address'),
    phone: register('shipTo.phone'),
    poNumber: register('poNumber'),
    requestedDate: register('requestedDate'),
    notes: register('notes'),
  };
  const errors = {
    address: formErrors.shipTo?.address?.message,
    phone: formErrors.shipTo?.phone?.message,
    poNumber: formErrors.poNumber?.message,
    requestedDate: formErrors.requestedDate?.message,
    notes: formErrors.notes?.message,
  };
  return (
    <>
      <FormField label={m.shipToAddress} error={errors.address}>
        {(control) => (
          <textarea
            {...control}
            {...fields.address}
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
        registration={fields.phone}
        error={errors.phone}
      />
      <TextField
        label={m.poNumber}
        maxLength={poNumberMaxLength}
        registration={fields.poNumber}
        error={errors.poNumber}
      />
      <TextField
        label={m.requestedDate}
        type="date"
        min={today}
        registration={fields.requestedDate}
        error={errors.requestedDate}
      />
      <FormField label={m.notes} error={errors.notes}>
        {(control) => <textarea {...control} {...fields.notes} rows={3} className="textarea w-full" />}
      </FormField>
    </>
  );
}
