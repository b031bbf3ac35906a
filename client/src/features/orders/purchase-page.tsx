import { Link, useParams } from 'react-router';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { useProduct } from '../../lib/queries/product.ts';
import { useCatalogCurrency } from '../../lib/queries/currency.ts';
import { PriceCurrencyProvider } from '../../lib/price-currency.ts';
import { ProductFacts } from './components/product-facts.tsx';
import { PurchaseForm } from './components/purchase-form.tsx';

const t = messages.ordering;
const metaDescriptionMax = 160;

function metaDescription(product: Product): string {
  const text = t.productMeta(product.name, product.origin, product.minimum, product.about);
  return text.length <= metaDescriptionMax ? text : `${text.slice(0, metaDescriptionMax - 1).trimEnd()}…`;
}

function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageTitle title={messages.errors.productNotFound} />
      <h1 className="text-3xl font-bold">{messages.errors.productNotFound}</h1>
      <p>{t.productNotFoundText}</p>
      <Link to={paths.products} className="btn btn-primary">
        {t.browseProducts}
      </Link>
    </section>
  );
}

/** /purchase/{id} (docs/product/screens.md): the product on the left, the purchase form on the right. */
export function PurchasePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  // In the buyer's currency (PRODUCT.md §17), as the cart and checkout price it.
  const product = useProduct(id, useCatalogCurrency());

  if (product.isPending) return <LoadingState />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) return <ProductNotFound />;
    return <ErrorState error={product.error} onRetry={() => void product.refetch()} isRetrying={product.isFetching} />;
  }
  const item = product.data;
  const outOfStock = item.total < item.minimum;
  return (
    // Prices in the currency the product was read in, the buyer's (PRODUCT.md §17).
    <PriceCurrencyProvider value={item.currency ?? 'USD'}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <PageTitle title={item.name} description={metaDescription(item)} />
        <div className="flex flex-col gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-base-content/75">{t.purchaseEyebrow}</p>
            <h1 className="text-3xl font-bold">{item.name}</h1>
          </div>
          <ProductFacts product={item} />
        </div>
        <section
          aria-labelledby="purchase-form-heading"
          className="card h-fit border border-base-300 bg-base-100 shadow-sm"
        >
          <div className="card-body gap-4">
            <h2 id="purchase-form-heading" className="card-title text-xl">
              {t.yourOrder}
            </h2>
            {outOfStock && (
              <p role="alert" className="rounded-box bg-warning/20 p-3 text-sm">
                {t.outOfStock}
              </p>
            )}
            {/* The account can only be missing for an instant: RequireAuth guards this route. */}
            {user && <PurchaseForm key={item._id} product={item} buyer={user} />}
          </div>
        </section>
      </div>
    </PriceCurrencyProvider>
  );
}
