import type { FormEvent } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import type { ProductInput } from '#shared/catalog/product.schema.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import type { ProductFormValues } from '../product-form-values.ts';
import { ProductDetailsFields } from './product-details-fields.tsx';
import { SpecSections } from './spec-sections.tsx';
import { StockAndPriceFields } from './stock-and-price-fields.tsx';
import { TranslationFields } from './translation-fields.tsx';
import { UnitAndCutFields } from './unit-and-cut-fields.tsx';

/** Every field of a product in one card: Add Product and the edit page differ only in what saving does. */
export function ProductFormCard({
  form,
  onSubmit,
  submitLabel,
}: {
  form: UseFormReturn<ProductFormValues, unknown, ProductInput>;
  onSubmit: (event: FormEvent) => Promise<void>;
  submitLabel: string;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="card grid max-w-3xl grid-cols-1 gap-4 border border-base-300 bg-base-100 p-6 shadow-sm md:grid-cols-2"
      >
        <ProductDetailsFields />
        <TranslationFields />
        {/* The unit first: stock, minimum and price below are counted in it. */}
        <UnitAndCutFields />
        <StockAndPriceFields unit={form.watch('unit')} />
        <SpecSections />
        <div className="md:col-span-2">
          <BusyButton busy={form.formState.isSubmitting}>{submitLabel}</BusyButton>
        </div>
      </form>
    </FormProvider>
  );
}
