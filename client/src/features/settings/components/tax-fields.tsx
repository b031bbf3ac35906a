import { useFieldArray, useFormContext } from 'react-hook-form';
import { settingsPage } from '#shared/messages/settings.ts';
import type { TaxSettings } from '#shared/settings/tax.schema.ts';
import { CheckboxInput, NumberInput, TextInput } from './number-input.tsx';

const t = settingsPage.tax;

/** /settings/tax: where the store collects tax, at what rate, and whether freight is taxed. */
export function TaxFields() {
  const { control } = useFormContext<TaxSettings>();
  const { fields, append, remove } = useFieldArray({ control, name: 'registrations' });
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold">{t.registrations}</legend>
        {fields.map((field, index) => (
          <fieldset key={field.id} className="grid gap-3 rounded-box border border-base-300 p-3 md:grid-cols-3">
            <legend className="px-1 font-semibold">{t.registration(index + 1)}</legend>
            <TextInput name={`registrations.${index}.country`} label={t.country} />
            <TextInput name={`registrations.${index}.region`} label={t.region} optional />
            <NumberInput name={`registrations.${index}.rate`} label={t.rate} />
            <TextInput name={`registrations.${index}.label`} label={t.label} />
            <TextInput name={`registrations.${index}.taxId`} label={t.taxId} />
            <button type="button" className="btn btn-outline btn-sm mt-8 self-start" onClick={() => remove(index)}>
              {settingsPage.removeLabel(t.registration(index + 1))}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="btn btn-outline btn-sm self-start"
          onClick={() => append({ country: '', rate: Number.NaN, label: '', taxId: '' })}
        >
          {t.add}
        </button>
      </fieldset>
      <CheckboxInput name="freightTaxable" label={t.freightTaxable} />
    </div>
  );
}
