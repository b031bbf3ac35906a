import { Link, useParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useProduct } from '../../lib/queries/product.ts';
import { UpdateProductForm } from './components/update-product-form.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';

const t = messages.catalogAdmin;

/** /dashboard/manageProducts/{id} (admin): change a product's stock, minimum and price. */
export function UpdateProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);

  let body;
  if (product.isPending) {
    body = <LoadingState />;
  } else if (product.isError && product.error instanceof ApiError && product.error.status === 404) {
    body = (
      <div role="alert" className="alert flex flex-col items-start gap-3 border-base-300 bg-base-200">
        <p className="text-lg font-semibold">{messages.errors.productNotFound}</p>
        <p>{t.productNotFoundText}</p>
      </div>
    );
  } else if (product.isError) {
    body = <ErrorState error={product.error} onRetry={() => void product.refetch()} isRetrying={product.isFetching} />;
  } else {
    // Keyed by product: opening another product starts a fresh form with its values.
    body = <UpdateProductForm key={product.data._id} product={product.data} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t.updateHeading}>
        <div className="flex gap-4">
          {/* The SPEC's page stays as it is; every other field is edited on its own page. */}
          <Link to={paths.editProduct(id)} className="link">
            {messages.productEdit.editAllFields}
          </Link>
          <Link to={paths.manageProducts} className="link">
            {t.backToManage}
          </Link>
        </div>
      </PageHeading>
      {body}
    </div>
  );
}
