import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import type { stockAndPriceSchema } from '#shared/catalog/product.schema.ts';
import type { Unit } from '#shared/catalog/units.ts';
import { messages } from '#shared/messages.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useBaseCurrency } from '../../../lib/queries/currency-settings.ts';
import { MoneyField } from '../../../components/ui/money-field.tsx';

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
  const currency = useBaseCurrency();
  const {
    register,
    formState: { errors },
  } = useFormContext<StockAndPriceForm>();
  return (
    <>
      <TextField
        label={inUnit(l.total)}
        error={errors.total?.message}
        registration={register('total', { valueAsNumber: true })}
        type="number"
        inputMode={decimal ? 'decimal' : 'numeric'}
        min={0}
        step={step}
      />
      <TextField
        label={inUnit(l.minimum)}
        error={errors.minimum?.message}
        registration={register('minimum', { valueAsNumber: true })}
        type="number"
        inputMode={decimal ? 'decimal' : 'numeric'}
        min={decimal ? 0.001 : 1}
        step={step}
      />
      <MoneyField
        label={l.price}
        currency={currency}
        error={errors.price?.message}
        hint={
          decimal ? `${messages.catalogAdmin.priceHint}, ${unitTexts.unitNames[unit]}` : messages.catalogAdmin.priceHint
        }
        registration={register('price', { valueAsNumber: true })}
        min={0.01}
      />
    </>
  );
}
