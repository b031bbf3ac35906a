import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { messages } from '#shared/messages.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useBaseCurrency } from '../../../lib/queries/currency-settings.ts';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { numberOrEmpty, type ProductFormValues } from '../product-form-values.ts';

const t = messages.productEdit;
/** productSpecSchema allows at most 10 breaks. */
const maxBreaks = 10;

type BreakErrors = { message?: string } & Record<
  number,
  { minQuantity?: { message?: string }; price?: { message?: string } }
>;

interface PriceBreaksFieldsProps {
  /** The form's list: the base list's `priceBreaks`, or a fixed list's `prices.EUR.priceBreaks` (PRODUCT.md §17). */
  name?: 'priceBreaks' | `prices.${string}.priceBreaks`;
  legend?: string;
  hint?: string;
  /** The step of a price: a cent, or a yen for a yen list. */
  priceStep?: number;
  /** A fixed list's currency, named in each field's label so that every label stays unique. */
  currency?: string;
}

/** The price breaks as a small editable list: from quantity, unit price; rows added and removed. */
export function PriceBreaksFields({
  name = 'priceBreaks',
  legend = t.priceBreaksSection,
  hint = t.priceBreaksHint,
  priceStep = 0.01,
  currency,
}: PriceBreaksFieldsProps) {
  const base = useBaseCurrency();
  const named = (label: string) => (currency ? `${label} (${currency})` : label);
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  // From 2 pieces up, or from any metres or kilograms with 3 decimals (PRODUCT.md §15).
  const decimal = (watch('unit') ?? 'pcs') !== 'pcs';
  // One list component for the base list and each fixed list: the path is the form's own.
  const { fields, append, remove } = useFieldArray({ control, name: name as 'priceBreaks' });
  const listErrors = get(errors, name) as BreakErrors | undefined;
  return (
    <fieldset className="flex flex-col gap-3 md:col-span-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <p className="text-sm text-base-content/75">{hint}</p>
      {listErrors?.message && <p className="text-sm text-red-700">{listErrors.message}</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const n = index + 1;
          const rowErrors = listErrors?.[index];
          return (
            <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
              <TextField
                label={named(t.breakQuantity(n))}
                error={rowErrors?.minQuantity?.message}
                registration={register(`${name as 'priceBreaks'}.${index}.minQuantity`, { setValueAs: numberOrEmpty })}
                type="number"
                inputMode={decimal ? 'decimal' : 'numeric'}
                min={decimal ? 0.001 : 2}
                step={decimal ? 'any' : 1}
              />
              <MoneyField
                label={named(t.breakPrice(n))}
                currency={currency ?? base}
                error={rowErrors?.price?.message}
                registration={register(`${name as 'priceBreaks'}.${index}.price`, { setValueAs: numberOrEmpty })}
                min={priceStep}
              />
              <button type="button" className="btn btn-outline btn-sm mt-8" onClick={() => remove(index)}>
                <span aria-hidden="true">✕</span>
                <span className="sr-only">{named(t.removeBreak(n))}</span>
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
          {named(t.addBreak)}
        </button>
      )}
    </fieldset>
  );
}
