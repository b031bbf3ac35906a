import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import type { stockAndPriceSchema } from '#shared/catalog/product.schema.ts';
import type { Unit } from '#shared/catalog/units.ts';
import { messages } from '#shared/messages.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { FormField } from '../../../components/ui/form-field.tsx';

type StockAndPriceForm = z.input<typeof stockAndPriceSchema>;

const l = messages.catalogAdmin.labels;

/**
 * Available quantity, Minimum order quantity and Price per unit: the fields Add Product and
 * Update product share (stockAndPriceSchema). Empty number inputs read as NaN, which the schema
 * reports as "… is required".
 */
export function StockAndPriceFields({ unit = 'pcs' }: { unit?: Unit | undefined }) {
  // Metres and kilograms take 3 decimals (PRODUCT.md §15); the labels say which unit.
  const decimal = unit !== 'pcs';
  const inUnit = (label: string) => (decimal ? `${label} (${unit})` : label);
  const step = decimal ? 'any' : 1;
  const {
    register,
    formState: { errors },
  } = useFormContext<StockAndPriceForm>();
  return (
    <>
      <FormField label={inUnit(l.total)} error={errors.total?.message}>
        {(control) => (
          <input
            {...control}
            {...register('total', { valueAsNumber: true })}
            type="number"
            inputMode={decimal ? 'decimal' : 'numeric'}
            min={0}
            step={step}
            className="input w-full"
          />
        )}
      </FormField>
      <FormField label={inUnit(l.minimum)} error={errors.minimum?.message}>
        {(control) => (
          <input
            {...control}
            {...register('minimum', { valueAsNumber: true })}
            type="number"
            inputMode={decimal ? 'decimal' : 'numeric'}
            min={decimal ? 0.001 : 1}
            step={step}
            className="input w-full"
          />
        )}
      </FormField>
      <FormField
        label={l.price}
        error={errors.price?.message}
        hint={
          decimal ? `${messages.catalogAdmin.priceHint}, ${unitTexts.unitNames[unit]}` : messages.catalogAdmin.priceHint
        }
      >
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
