import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { ProductInput } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { usePatchProduct } from '../api/patch-product.ts';
import { ProductFormCard } from './product-form-card.tsx';
import { productFormResolver } from '../product-form-resolver.ts';
import { changedFields, type EditedProduct, type ProductFormValues, toFormValues } from '../product-form-values.ts';

const t = messages.productEdit;

/** Every field of a product, checked with productInputSchema; saving sends only what changed. */
export function EditProductForm({ product }: { product: EditedProduct }) {
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: productFormResolver,
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

  return <ProductFormCard form={form} onSubmit={submit} submitLabel={t.save} />;
}
