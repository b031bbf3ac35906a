import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { AddressAnswer } from '#shared/addresses/address-answer.schema.ts';
import { cart as m } from '#shared/messages/cart.ts';
import { companies } from '#shared/messages/companies.ts';
import { poNumberMaxLength } from '#shared/orders/purchase-order.schema.ts';
import { addressFieldNames } from '../forms/address-field-names.ts';
import { AddressOrText } from '../forms/address-or-text.tsx';
import { FormField } from '../ui/form-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { shipToFormValue } from './ship-to-values.ts';

/** The address's and phone's labels: the checkout's own, or the SPEC's on the Purchase page. */
export interface ShipToLabels {
  address: string;
  phone: string;
}

interface ShipToFieldsProps {
  /** The buyer's today (YYYY-MM-DD): the earliest requested delivery date. */
  today: string;
  labels?: ShipToLabels | undefined;
  /** The company's ship-to addresses, the default first; picking one fills the ship-to. */
  choices?: readonly (AddressAnswer & { label: string })[] | undefined;
}

/**
 * Where a purchase order goes (docs/product/ordering.md#checkout): ship-to address, phone, PO
 * number, requested date and notes. Shared by the checkout, the Purchase page and a quote's Accept
 * form, which place a purchase order alike (quoteAcceptSchema picks these fields of checkoutInputSchema).
 * The ship-to is SPEC.md's text area ("Address") or field by field (AddressOrText, PRODUCT.md §16).
 */
export function ShipToFields({
  today,
  labels = { address: m.shipToAddress, phone: m.phone },
  choices = [],
}: ShipToFieldsProps) {
  // The form that owns the fields (checkout, accepting a quote) provides itself with FormProvider.
  const { register, unregister, setValue, getValues, getFieldState, formState } = useFormContext();
  const choiceId = useId();
  // A company address picked starts the ship-to over from its values, structured or as text.
  const [picked, setPicked] = useState(0);
  const choose = (choice: (AddressAnswer & { label: string }) | undefined) => {
    const value = shipToFormValue(choice, '', getValues('shipTo.phone') as string);
    unregister(['shipTo.address', ...addressFieldNames.map((field) => `shipTo.${field}`)]);
    // Validated at once: the Purchase page's Submit waits for a valid form (PRODUCT.md §7).
    for (const [field, text] of Object.entries(value)) {
      setValue(`shipTo.${field}`, text, { shouldValidate: true, shouldDirty: true });
    }
    setPicked((count) => count + 1);
  };
  const error = (path: string) => getFieldState(path, formState).error?.message;
  return (
    <>
      {choices.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={choiceId} className="font-semibold">
            {companies.pages.checkout.companyAddress}
          </label>
          <select
            id={choiceId}
            className="select w-full"
            defaultValue="0"
            onChange={(event) => choose(choices[Number(event.target.value)])}
          >
            {choices.map((choice, index) => (
              <option key={`${index}-${choice.address}`} value={String(index)}>
                {choice.label ? `${choice.label}: ${choice.address}` : choice.address}
              </option>
            ))}
            <option value="">{companies.pages.checkout.ownAddress}</option>
          </select>
        </div>
      )}
      <AddressOrText key={picked} textPath="shipTo.address" prefix="shipTo" label={labels.address} withRecipient />
      <TextField
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        aria-required="true"
        registration={register('shipTo.phone')}
        error={error('shipTo.phone')}
      />
      <TextField
        label={m.poNumber}
        maxLength={poNumberMaxLength}
        registration={register('poNumber')}
        error={error('poNumber')}
      />
      <TextField
        label={m.requestedDate}
        type="date"
        min={today}
        registration={register('requestedDate')}
        error={error('requestedDate')}
      />
      <FormField label={m.notes} error={error('notes')}>
        {(control) => <textarea {...control} {...register('notes')} rows={3} className="textarea w-full" />}
      </FormField>
    </>
  );
}
