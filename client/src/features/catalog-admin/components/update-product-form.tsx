import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { type Product, stockAndPriceSchema } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { StockAndPriceFields } from './stock-and-price-fields.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

type StockAndPriceForm = z.input<typeof stockAndPriceSchema>;
type StockAndPrice = z.output<typeof stockAndPriceSchema>;

const t = messages.catalogAdmin;

/**
 * docs/product/rules.md#validation: available quantity, minimum and price are editable and required; name and
 * description are shown read-only (the server ignores them on PUT anyway).
 */
export function UpdateProductForm({ product }: { product: Product }) {
  const form = useForm<StockAndPriceForm, unknown, StockAndPrice>({
    resolver: zodResolver(stockAndPriceSchema),
    defaultValues: { total: product.total, minimum: product.minimum, price: product.price },
  });
  const update = useUpdateProduct();

  const submit = form.handleSubmit(async (changes) => {
    try {
      const saved = await update.mutateAsync({ id: product._id, changes });
      // The saved values become the form's new starting point.
      form.reset({ total: saved.total, minimum: saved.minimum, price: saved.price });
      toast.success(t.productUpdated);
    } catch {
      // The error toast is the MutationCache's (lib/query-client.ts).
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="card grid max-w-3xl grid-cols-1 gap-4 border border-base-300 bg-base-100 p-6 shadow-sm md:grid-cols-3"
      >
        <FormField label={t.labels.name} hint={t.readOnlyNote} className="md:col-span-3">
          {(control) => (
            <input {...control} type="text" value={product.name} readOnly className="input w-full bg-base-200" />
          )}
        </FormField>
        <FormField label={t.labels.about} className="md:col-span-3">
          {(control) => (
            <textarea
              {...control}
              value={product.about}
              readOnly
              rows={3}
              className="textarea field-sizing-content w-full bg-base-200"
            />
          )}
        </FormField>
        <StockAndPriceFields unit={product.unit} />
        <div className="md:col-span-3">
          <BusyButton busy={form.formState.isSubmitting}>{t.update}</BusyButton>
        </div>
      </form>
    </FormProvider>
  );
}
