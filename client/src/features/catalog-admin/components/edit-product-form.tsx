import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { type Product, type ProductInput, productInputSchema } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { usePatchProduct } from '../api/patch-product.ts';
import { changedFields, type ProductFormValues, toFormValues } from '../product-form-values.ts';
import { ProductDetailsFields } from './product-details-fields.tsx';
import { SpecSections } from './spec-sections.tsx';
import { StockAndPriceFields } from './stock-and-price-fields.tsx';

const t = messages.productEdit;

/** Every field of a product, checked with productInputSchema; saving sends only what changed. */
export function EditProductForm({ product }: { product: Product }) {
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productInputSchema),
    defaultValues: toFormValues(product),
  });
  const patch = usePatchProduct();

  const submit = form.handleSubmit(async (input) => {
    const changes = changedFields(product, input);
    if (Object.keys(changes).length === 0) {
      toast.info(t.noChanges);
      return;
    }
    try {
      const saved = await patch.mutateAsync({ id: product._id, changes });
      toast.success(t.saved);
      form.reset(toFormValues(saved));
    } catch {
      // The error toast is the MutationCache's (lib/query-client.ts).
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="card grid max-w-3xl grid-cols-1 gap-4 border border-base-300 bg-base-100 p-6 shadow-sm md:grid-cols-2"
      >
        <ProductDetailsFields />
        <StockAndPriceFields />
        <SpecSections />
        <div className="md:col-span-2">
          <BusyButton busy={form.formState.isSubmitting}>{t.save}</BusyButton>
        </div>
      </form>
    </FormProvider>
  );
}
