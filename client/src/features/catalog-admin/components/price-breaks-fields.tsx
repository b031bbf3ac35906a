import { useFieldArray, useFormContext } from 'react-hook-form';
import { messages } from '#shared/messages.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { numberOrEmpty, type ProductFormValues } from '../product-form-values.ts';

const t = messages.productEdit;
/** productSpecSchema allows at most 10 breaks. */
const maxBreaks = 10;

/** The price breaks as a small editable list: from quantity, unit price; rows added and removed. */
export function PriceBreaksFields() {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  // From 2 pieces up, or from any metres or kilograms with 3 decimals (PRODUCT.md §15).
  const decimal = (watch('unit') ?? 'pcs') !== 'pcs';
  const { fields, append, remove } = useFieldArray({ control, name: 'priceBreaks' });
  return (
    <fieldset className="flex flex-col gap-3 md:col-span-2">
      <legend className="mb-2 text-lg font-semibold">{t.priceBreaksSection}</legend>
      <p className="text-sm text-base-content/75">{t.priceBreaksHint}</p>
      {errors.priceBreaks?.message && <p className="text-sm text-red-700">{errors.priceBreaks.message}</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const n = index + 1;
          const rowErrors = errors.priceBreaks?.[index];
          return (
            <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
              <FormField label={t.breakQuantity(n)} error={rowErrors?.minQuantity?.message}>
                {(control) => (
                  <input
                    {...control}
                    {...register(`priceBreaks.${index}.minQuantity`, { setValueAs: numberOrEmpty })}
                    type="number"
                    inputMode={decimal ? 'decimal' : 'numeric'}
                    min={decimal ? 0.001 : 2}
                    step={decimal ? 'any' : 1}
                    className="input w-full"
                  />
                )}
              </FormField>
              <FormField label={t.breakPrice(n)} error={rowErrors?.price?.message}>
                {(control) => (
                  <input
                    {...control}
                    {...register(`priceBreaks.${index}.price`, { setValueAs: numberOrEmpty })}
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    step={0.01}
                    className="input w-full"
                  />
                )}
              </FormField>
              <button type="button" className="btn btn-outline btn-sm mt-8" onClick={() => remove(index)}>
                <span aria-hidden="true">✕</span>
                <span className="sr-only">{t.removeBreak(n)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {fields.length < maxBreaks && (
        <button
          type="button"
          className="btn btn-outline btn-sm self-start"
          // Empty fields to fill in; the schema says what is missing.
          onClick={() => append({ minQuantity: Number.NaN, price: Number.NaN })}
        >
          {t.addBreak}
        </button>
      )}
    </fieldset>
  );
}
