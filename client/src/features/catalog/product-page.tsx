import { Link, useParams } from 'react-router';
import { productDescription } from '#shared/catalog/product-page-head.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useProduct } from '../../lib/queries/product.ts';
import { useCatalogCurrency } from '../../lib/queries/currency.ts';
import { PriceCurrencyProvider } from '../../lib/price-currency.ts';
import { ProductRemnants } from '../../components/remnants/product-remnants.tsx';
import { OrderBox } from './product/order-box.tsx';
import { ProductSkeleton } from './product/product-skeleton.tsx';
import { SpecTable } from './product/spec-table.tsx';
import { pagePicture } from '#shared/catalog/picture.ts';

const t = messages.productPage;

function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageTitle title={messages.errors.productNotFound} />
      <h1 className="text-3xl font-bold">{messages.errors.productNotFound}</h1>
      <p>{t.notFoundText}</p>
      <Link to={paths.products} className="btn btn-primary">
        {t.backToProducts}
      </Link>
    </section>
  );
}

/** /product/{id} (docs/product/catalog.md, public): picture, specification, price breaks and live price. */
export function ProductPage() {
  const { id = '' } = useParams();
  // In the buyer's currency (PRODUCT.md §17), as the cart and checkout price it.
  const currency = useCatalogCurrency();
  const product = useProduct(id, currency);

  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    // A malformed id (400) is as unknown as a deleted one (404): the same clean page.
    const status = product.error instanceof ApiError ? product.error.status : 0;
    if (status === 404 || status === 400) return <ProductNotFound />;
    return <ErrorState error={product.error} onRetry={() => void product.refetch()} isRetrying={product.isFetching} />;
  }
  const item = product.data;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <PageTitle title={item.name} description={productDescription(item)} />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <Link to={paths.products} className="link text-sm">
            {t.backToProducts}
          </Link>
          <h1 className="text-3xl font-bold">{item.name}</h1>
        </div>
        <img
          src={pagePicture(item.picture)}
          alt={item.name}
          width="400"
          height="300"
          fetchPriority="high"
          className="aspect-[4/3] w-full max-w-md rounded-box border border-base-300 bg-base-100 object-contain p-4"
        />
        <p className="max-w-prose">{item.about}</p>
        <SpecTable product={item} />
        {/* PRODUCT.md §20: its rests of bars for sale, when it has any. */}
        <ProductRemnants productId={item._id} currency={currency} />
      </div>
      {/* Its price tables and live prices in the currency the product was read in (PRODUCT.md §17). */}
      <PriceCurrencyProvider value={item.currency ?? 'USD'}>
        <OrderBox key={item._id} product={item} />
      </PriceCurrencyProvider>
    </div>
  );
}
