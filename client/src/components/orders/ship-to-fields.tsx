import type { UseFormRegisterReturn } from 'react-hook-form';
import { cart as m } from '#shared/messages/cart.ts';
import { poNumberMaxLength } from '#shared/orders/purchase-order.schema.ts';
import { FormField } from '../ui/form-field.tsx';
import { TextField } from '../ui/text-field.tsx';

type Field = 'address' | 'phone' | 'poNumber' | 'requestedDate' | 'notes';

interface ShipToFieldsProps {
  /** register() of each field, from the form that owns them (checkout, accepting a quote). */
  fields: Record<Field, UseFormRegisterReturn>;
  errors: Partial<Record<Field, string | undefined>>;
  /** The buyer's today (YYYY-MM-DD): the earliest requested delivery date. */
  today: string;
}

/**
 * Where a purchase order goes (docs/product/ordering.md#checkout): ship-to address, phone, PO
 * number, requested date and notes. Shared by the checkout and a quote's Accept form, which place
 * a purchase order alike (quoteAcceptSchema picks these fields of checkoutInputSchema).
 */
export function ShipToFields({ fields, errors, today }: ShipToFieldsProps) {
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
