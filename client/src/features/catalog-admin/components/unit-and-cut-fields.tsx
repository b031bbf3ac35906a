import { useFormContext, useWatch } from 'react-hook-form';
import { units } from '#shared/catalog/units.ts';
import { messages } from '#shared/messages.ts';
import { unitPages as u } from '#shared/messages/unit-pages.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useBaseCurrency } from '../../../lib/queries/currency-settings.ts';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { numberOrEmpty, type ProductFormValues } from '../product-form-values.ts';

/** What a newly ticked "Cut to length" starts from: pieces of 100 mm to a 6 m bar, the fee to fill in. */
const newCut = { minLengthMm: 100, maxLengthMm: 6000, cutFee: Number.NaN };

/**
 * Sold by (pcs, m, kg), density in g/cm³ and cut to length with its bounds and fee per piece
 * (PRODUCT.md §15), validated by the shared product schema (unit, density, cutToLengthSchema).
 * Cut to length can be ticked only for a product sold by the metre.
 */
export function UnitAndCutFields() {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const unit = useWatch({ control, name: 'unit' }) ?? 'pcs';
  const cut = useWatch({ control, name: 'cutToLength' });
  const cutErrors = errors.cutToLength;
  const number = { setValueAs: numberOrEmpty };
  const currency = useBaseCurrency();
  return (
    <fieldset className="grid grid-cols-1 gap-4 md:col-span-2 md:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{u.unitSection}</legend>
      <FormField label={u.unitLabel} hint={u.unitHint} error={errors.unit?.message}>
        {(field) => (
          <select
            {...field}
            {...register('unit', {
              onChange: (event: { target: { value: string } }) => {
                if (event.target.value !== 'm') setValue('cutToLength', null, { shouldValidate: true });
              },
            })}
            className="select w-full"
          >
            {units.map((value) => (
              <option key={value} value={value}>
                {u.unitOptions[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label={u.densityLabel}
        hint={u.densityHint}
        error={errors.density?.message}
        registration={register('density', number)}
        type="number"
        inputMode="decimal"
        min={0.001}
        step="any"
      />
      <label className="flex items-center gap-2 md:col-span-2">
        <input
          type="checkbox"
          className="checkbox"
          checked={Boolean(cut)}
          disabled={unit !== 'm'}
          onChange={(event) =>
            setValue('cutToLength', event.target.checked ? { ...newCut } : null, { shouldDirty: true })
          }
        />
        <span className="font-semibold">{u.cutToLengthLabel}</span>
      </label>
      {cut && unit === 'm' && (
        <div className="grid grid-cols-1 gap-4 md:col-span-2 md:grid-cols-3">
          {(['minLengthMm', 'maxLengthMm'] as const).map((bound) => (
            <TextField
              key={bound}
              label={u[bound]}
              // The pair's own problem (min above max) shows under the maximum.
              error={cutErrors?.[bound]?.message ?? (bound === 'maxLengthMm' ? cutErrors?.message : undefined)}
              registration={register(`cutToLength.${bound}`, number)}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          ))}
          <MoneyField
            label={u.cutFee}
            currency={currency}
            hint={messages.catalogAdmin.priceHint}
            error={cutErrors?.cutFee?.message}
            registration={register('cutToLength.cutFee', number)}
            min={0}
          />
        </div>
      )}
    </fieldset>
  );
}
