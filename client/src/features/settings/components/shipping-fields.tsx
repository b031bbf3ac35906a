import { useFieldArray, useFormContext } from 'react-hook-form';
import { addressTexts } from '#shared/messages/addresses.ts';
import { settingsPage } from '#shared/messages/settings.ts';
import { remnantsUi } from '#shared/messages/remnants-ui.ts';
import { incoterms, type ShippingSettings } from '#shared/settings/shipping.schema.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { CodeListField } from './code-list-field.tsx';
import { CheckboxInput, MoneyInput, NumberInput, TextInput, useFieldError } from './number-input.tsx';

const t = settingsPage.shipping;
const a = addressTexts.fields;

function ZoneRates({ zone }: { zone: number }) {
  const { control } = useFormContext<ShippingSettings>();
  const { fields, append, remove } = useFieldArray({ control, name: `zones.${zone}.rates` });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{t.rates}</legend>
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
            <NumberInput name={`zones.${zone}.rates.${index}.upToKg`} label={t.upToKg(index + 1)} />
            <MoneyInput name={`zones.${zone}.rates.${index}.price`} label={t.price(index + 1)} />
            <button type="button" className="btn btn-outline btn-sm mt-8" onClick={() => remove(index)}>
              <span aria-hidden="true">✕</span>
              <span className="sr-only">{settingsPage.removeLabel(t.upToKg(index + 1))}</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        onClick={() => append({ upToKg: Number.NaN, price: Number.NaN })}
      >
        {t.addRate}
      </button>
    </fieldset>
  );
}

function Zones() {
  const { control, watch } = useFormContext<ShippingSettings>();
  const { fields, append, remove } = useFieldArray({ control, name: 'zones' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-lg font-semibold">{t.zones}</legend>
      {fields.map((field, index) => {
        const title = t.zone(index + 1, watch(`zones.${index}.name`) ?? '');
        return (
          <fieldset key={field.id} className="flex flex-col gap-3 rounded-box border border-base-300 p-3">
            <legend className="px-1 font-semibold">{title}</legend>
            <TextInput name={`zones.${index}.name`} label={t.zoneName} />
            <CodeListField name={`zones.${index}.countries`} label={t.countries} />
            <CodeListField name={`zones.${index}.regions`} label={t.regions} optional />
            <CheckboxInput name={`zones.${index}.freightQuoted`} label={t.freightQuoted} />
            <ZoneRates zone={index} />
            <button type="button" className="btn btn-outline btn-sm self-start" onClick={() => remove(index)}>
              {settingsPage.removeLabel(title)}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        onClick={() => append({ name: '', countries: [], rates: [] })}
      >
        {t.addZone}
      </button>
    </fieldset>
  );
}

function IncotermChoices({ name, legend }: { name: 'incoterms.domestic' | 'incoterms.export'; legend: string }) {
  const { register } = useFormContext<ShippingSettings>();
  const error = useFieldError(name);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {incoterms.map((term) => (
          <label key={term} className="flex items-center gap-1">
            <input type="checkbox" className="checkbox checkbox-sm" value={term} {...register(name)} />
            <span>{term}</span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

/** /settings/shipping: where goods ship from, parcel limits, zones and their rates, the remnant discount, Incoterms. */
export function ShippingFields() {
  const { register } = useFormContext<ShippingSettings>();
  const defaultError = useFieldError('incoterms.default');
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="grid gap-3 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t.origin}</legend>
        <TextInput name="origin.company" label={a.company} optional />
        <TextInput name="origin.line1" label={a.line1} />
        <TextInput name="origin.line2" label={a.line2} optional />
        <TextInput name="origin.city" label={a.city} />
        <TextInput name="origin.region" label={a.region} optional />
        <TextInput name="origin.postalCode" label={a.postalCode} optional />
        <TextInput name="origin.country" label={a.country} />
        <TextInput name="origin.phone" label={a.phone} optional />
      </fieldset>
      <fieldset className="grid gap-3 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t.parcel}</legend>
        <NumberInput name="parcel.maxPieceLengthMm" label={t.maxPieceLengthMm} step={1} />
        <NumberInput name="parcel.maxWeightKg" label={t.maxWeightKg} />
      </fieldset>
      <Zones />
      {/* PRODUCT.md §20: remnants sell at the product's base metre price less this. */}
      <div className="md:max-w-xs">
        <NumberInput name="remnantDiscountPercent" label={remnantsUi.discount} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold">{t.incoterms}</legend>
        <IncotermChoices name="incoterms.domestic" legend={t.domestic} />
        <IncotermChoices name="incoterms.export" legend={t.export} />
        <FormField label={t.default} error={defaultError}>
          {(control) => (
            <select {...control} {...register('incoterms.default')} className="select">
              {incoterms.map((term) => (
                <option key={term}>{term}</option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>
    </div>
  );
}
