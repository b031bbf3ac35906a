import { Link, useParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useProduct } from '../../lib/queries/product.ts';
import { useFixedPrices } from './api/fixed-prices.ts';
import { useProductTranslations } from './api/product-translations.ts';
import { EditProductForm } from './components/edit-product-form.tsx';
import { LotsSection } from './components/lots-section.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';

const t = messages.productEdit;

/** /dashboard/manageProducts/{id}/edit (admin): every field of a product (docs/product/back-office.md). */
export function EditProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const prices = useFixedPrices(id);
  // The English name and about with their translations (PRODUCT.md §18), not the reader's language.
  const texts = useProductTranslations(id);

  let body;
  if (product.isPending || (product.isSuccess && (prices.isPending || texts.isPending))) {
    body = <LoadingState />;
  } else if (product.isError && product.error instanceof ApiError && [400, 404].includes(product.error.status)) {
    body = (
      <div role="alert" className="alert flex flex-col items-start gap-3 border-base-300 bg-base-200">
        <p className="text-lg font-semibold">{messages.errors.productNotFound}</p>
        <p>{messages.catalogAdmin.productNotFoundText}</p>
      </div>
    );
  } else if (product.isError) {
    body = <ErrorState error={product.error} onRetry={() => void product.refetch()} isRetrying={product.isFetching} />;
  } else if (prices.isError) {
    body = <ErrorState error={prices.error} onRetry={() => void prices.refetch()} isRetrying={prices.isFetching} />;
  } else if (texts.isError) {
    body = <ErrorState error={texts.error} onRetry={() => void texts.refetch()} isRetrying={texts.isFetching} />;
  } else {
    // Keyed by product: opening another product starts a fresh form with its values, its fixed
    // prices in other currencies included (PRODUCT.md §17).
    body = (
      <>
        <EditProductForm key={product.data._id} product={{ ...product.data, prices: prices.data, ...texts.data }} />
        <LotsSection
          productId={product.data._id}
          unit={product.data.unit}
          cutToLength={product.data.unit === 'm' && Boolean(product.data.cutToLength)}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t.heading}>
        <div className="flex gap-4">
          {product.data && (
            <Link to={paths.product(product.data._id)} className="link">
              {t.viewProduct}
            </Link>
          )}
          <Link to={paths.manageProducts} className="link">
            {messages.catalogAdmin.backToManage}
          </Link>
        </div>
      </PageHeading>
      {body}
    </div>
  );
}
