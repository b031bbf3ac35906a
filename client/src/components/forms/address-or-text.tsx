import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { addressTexts } from '#shared/messages/addresses.ts';
import { FormField } from '../ui/form-field.tsx';
import { addressFieldNames } from './address-field-names.ts';
import { AddressFieldset } from './address-fieldset.tsx';

interface AddressOrTextProps {
  /** The old free text's place in the form's values: `shipTo.address`, `billingAddress`. */
  textPath: string;
  /** The structured address's place: `shipTo`, `billingAddress`, `addresses.0`. */
  prefix: string;
  /** The text area's label and the fieldset's legend: SPEC.md's "Address" on the Purchase page. */
  label: string;
  withRecipient?: boolean;
  rows?: number;
}

type Way = 'text' | 'fields';

/**
 * An address given one of two ways (PRODUCT.md §16): the old text area, which the API reads as
 * line 1 in the store's home country, or field by field (AddressFieldset). The way not taken is
 * unregistered, so the form sends one shape and the shared schema reads it as that. It starts field
 * by field when the form holds a structured address there, else with the text area. To start over
 * from new values (a company address picked), give it a new `key`.
 */
export function AddressOrText({ textPath, prefix, label, withRecipient = false, rows = 3 }: AddressOrTextProps) {
  const { register, unregister, setValue, getValues, getFieldState, formState } = useFormContext();
  const structuredPaths = addressFieldNames.map((field) => `${prefix}.${field}`);
  // One name: the two ways are one radio group (arrow keys move between them).
  const group = useId();
  const [way, setWay] = useState<Way>(() => (getValues(`${prefix}.line1`) === undefined ? 'text' : 'fields'));
  const switchTo = (next: Way) => {
    if (next === way) return;
    if (next === 'fields') {
      unregister(textPath);
      for (const path of structuredPaths) setValue(path, '');
    } else {
      unregister(structuredPaths);
      setValue(textPath, '');
    }
    setWay(next);
  };
  const error = getFieldState(textPath, formState).error?.message ?? getFieldState(prefix, formState).error?.message;
  const radio = (value: Way, text: string) => (
    <label className="flex items-center gap-2">
      <input type="radio" className="radio" name={group} checked={way === value} onChange={() => switchTo(value)} />
      {text}
    </label>
  );
  return (
    <>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="mb-1 font-semibold">{`${label}: ${addressTexts.formatLegend}`}</legend>
        {radio('text', addressTexts.asText)}
        {radio('fields', addressTexts.byField)}
      </fieldset>
      {way === 'text' ? (
        <FormField label={label} error={error}>
          {(control) => (
            <textarea
              {...control}
              {...register(textPath)}
              rows={rows}
              aria-required="true"
              autoComplete="street-address"
              className="textarea w-full"
            />
          )}
        </FormField>
      ) : (
        <AddressFieldset prefix={prefix} legend={label} withRecipient={withRecipient} />
      )}
    </>
  );
}
