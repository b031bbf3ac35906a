import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import type { stockAndPriceSchema } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { FormField } from '../../../components/ui/form-field.tsx';

type StockAndPriceForm = z.input<typeof stockAndPriceSchema>;

const l = messages.catalogAdmin.labels;

/**
 * Available quantity, Minimum order quantity and Price per unit: the fields Add Product and
 * Update product share (stockAndPriceSchema). Empty number inputs read as NaN, which the schema
 * reports as "… is required".
 */
export function StockAndPriceFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<StockAndPriceForm>();
  return (
    <>
      <FormField label={l.total} error={errors.total?.message}>
        {(control) => (
          <input
            {...control}
            {...register('total', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className="input w-full"
          />
        )}
      </FormField>
      <FormField label={l.minimum} error={errors.minimum?.message}>
        {(control) => (
          <input
            {...control}
            {...register('minimum', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="input w-full"
          />
        )}
      </FormField>
      <FormField label={l.price} error={errors.price?.message} hint={messages.catalogAdmin.priceHint}>
        {(control) => (
          <input
            {...control}
            {...register('price', { valueAsNumber: true })}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            className="input w-full"
          />
        )}
      </FormField>
    </>
  );
}
