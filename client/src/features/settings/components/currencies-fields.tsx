import { useFieldArray, useFormContext } from 'react-hook-form';
import { settingsPage } from '#shared/messages/settings.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import { CodeListField } from './code-list-field.tsx';
import { useFieldError, NumberInput, TextInput } from './number-input.tsx';

const t = settingsPage.currencies;

/** /settings/currencies: the base, the currencies offered and a rate for each of the others. */
export function CurrenciesFields() {
  const { control } = useFormContext<CurrencySettings>();
  const { fields, append, remove } = useFieldArray({ control, name: 'rates' });
  // "A rate for JPY is needed" sits on the list itself.
  const listError = useFieldError('rates');
  return (
    <div className="flex flex-col gap-4">
      <TextInput name="base" label={t.base} />
      <CodeListField name="offered" label={t.offered} />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold">{t.rates}</legend>
        {fields.map((field, index) => (
          <fieldset key={field.id} className="grid gap-3 rounded-box border border-base-300 p-3 md:grid-cols-4">
            <legend className="px-1 font-semibold">{t.rate(index + 1)}</legend>
            <TextInput name={`rates.${index}.currency`} label={t.currency} />
            <NumberInput name={`rates.${index}.perBase`} label={t.perBase} />
            <TextInput name={`rates.${index}.asOf`} label={t.asOf} />
            <button type="button" className="btn btn-outline btn-sm mt-8 self-start" onClick={() => remove(index)}>
              {settingsPage.removeLabel(t.rate(index + 1))}
            </button>
          </fieldset>
        ))}
        {listError && fields.length === 0 && <p className="text-sm text-red-700">{listError}</p>}
        <button
          type="button"
          className="btn btn-outline btn-sm self-start"
          onClick={() => append({ currency: '', perBase: Number.NaN, asOf: new Date().toISOString().slice(0, 10) })}
        >
          {t.add}
        </button>
      </fieldset>
    </div>
  );
}
