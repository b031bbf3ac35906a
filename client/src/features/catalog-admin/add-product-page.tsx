import { type DefaultValues, useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { ProductInput } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useAddProduct } from './api/add-product.ts';
import { ProductFormCard } from './components/product-form-card.tsx';
import { productFormResolver } from './product-form-resolver.ts';
import { newProductBody, type ProductFormValues } from './product-form-values.ts';

const t = messages.catalogAdmin;

type ProductForm = ProductFormValues;

// Number fields start empty (undefined), not 0: an admin who skips one is told it is required.
const emptyProduct: DefaultValues<ProductForm> = {
  name: '',
  picture: '',
  about: '',
  origin: '',
  grade: '',
  standard: '',
  condition: '',
  certificate: '',
  dimensions: {},
  priceBreaks: [],
  unit: 'pcs',
  cutToLength: null,
  hsCode: null,
  countryOfOrigin: null,
  exportClassification: null,
  conflictMinerals: false,
  translations: {},
};

/**
 * /dashboard/addProduct (admin): docs/product/rules.md#validation "Add product", every field but metal and form
 * required, then the optional specification of docs/product/catalog.md.
 */
export function AddProductPage() {
  const form = useForm<ProductForm, unknown, ProductInput>({
    resolver: productFormResolver,
    defaultValues: emptyProduct,
  });
  const addProduct = useAddProduct();

  const submit = form.handleSubmit(async (input) => {
    try {
      await addProduct.mutateAsync(newProductBody(input));
    } catch {
      // The server has the final say (docs/product/rules.md#departures): its message, not a silent failure.
      // The error toast is the MutationCache's (lib/query-client.ts).
      return;
    }
    toast.success(messages.toasts.productAdded);
    form.reset();
    form.setFocus('name');
  });

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.addHeading} />
      <h1 className="text-3xl font-bold">{t.addHeading}</h1>
      <ProductFormCard form={form} onSubmit={submit} submitLabel={t.addButton} />
    </div>
  );
}
