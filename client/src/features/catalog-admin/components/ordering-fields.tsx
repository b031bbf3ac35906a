import { useFormContext } from 'react-hook-form';
import { reorderPointOf } from '#shared/catalog/stock-status.ts';
import { messages } from '#shared/messages.ts';
import { backOffice } from '#shared/messages/back-office.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { numberOrEmpty, type ProductFormValues } from '../product-form-values.ts';

const t = messages.productEdit;
const keys = ['increment', 'maximum', 'leadTimeDays'] as const;

/**
 * Order multiple, maximum per order, lead time and reorder point: whole numbers, all optional. An
 * empty reorder point means the default, 3 × MOQ (shared/catalog/stock-status.ts).
 */
export function OrderingFields() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  // Metres and kilograms take 3 decimals (PRODUCT.md §15); lead time stays whole days.
  const decimal = (watch('unit') ?? 'pcs') !== 'pcs';
  // An empty reorder point shows the default it stands for, from the MOQ as typed.
  const minimum = numberOrEmpty(watch('minimum'));
  const defaultPoint =
    minimum !== undefined && minimum > 0 && (decimal || Number.isInteger(minimum))
      ? String(reorderPointOf({ minimum, reorderPoint: null }))
      : undefined;
  return (
    <fieldset className="grid grid-cols-1 gap-4 md:col-span-2 md:grid-cols-3">
      <legend className="mb-2 text-lg font-semibold">{t.orderingSection}</legend>
      {keys.map((key) => (
        <TextField
          key={key}
          label={t.labels[key]}
          hint={messages.catalogAdmin.optional}
          error={errors[key]?.message}
          registration={register(key, { setValueAs: numberOrEmpty })}
          type="number"
          inputMode={decimal && key !== 'leadTimeDays' ? 'decimal' : 'numeric'}
          min={key === 'leadTimeDays' ? 0 : decimal ? 0.001 : 1}
          step={decimal && key !== 'leadTimeDays' ? 'any' : 1}
        />
      ))}
      <TextField
        label={backOffice.reorderPoint}
        hint={backOffice.reorderPointHint}
        error={errors.reorderPoint?.message}
        registration={register('reorderPoint', { setValueAs: numberOrEmpty })}
        type="number"
        inputMode={decimal ? 'decimal' : 'numeric'}
        min={0}
        step={decimal ? 'any' : 1}
        placeholder={defaultPoint}
      />
    </fieldset>
  );
}
