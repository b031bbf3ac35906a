import { Link, useSearchParams } from 'react-router';
import { quotes } from '#shared/messages/quotes.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import { paths } from '#shared/routes.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useProduct } from '../../lib/queries/product.ts';
import { QuoteRequestForm } from './components/quote-request-form.tsx';
import { blankQuoteRequest, quoteRequestFromProduct } from './product-prefill.ts';

const t = quotes;

/** The form prefilled from the product the buyer came from; an unknown product leaves it blank. */
function FromProduct({ productId }: { productId: string }) {
  const product = useProduct(productId);
  if (product.isPending) return <LoadingState />;
  if (product.isError) return <QuoteRequestForm defaults={blankQuoteRequest} />;
  return (
    <>
      <p>
        <Link to={paths.product(product.data._id)} className="link">
          {t.fromProduct(product.data.name)}
        </Link>
      </p>
      <QuoteRequestForm key={product.data._id} defaults={quoteRequestFromProduct(product.data)} />
    </>
  );
}

/** /dashboard/quotes/new (?productId= from a product page's Request a quote): docs/product/quotes.md. */
export function NewQuotePage() {
  const [params] = useSearchParams();
  const productId = params.get('productId');
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.newQuoteTitle} />
      <Link to={quotePaths.myQuotes} className="link w-fit">
        {t.backToQuotes}
      </Link>
      <h1 className="text-3xl font-bold">{t.newQuoteTitle}</h1>
      {productId ? <FromProduct productId={productId} /> : <QuoteRequestForm defaults={blankQuoteRequest} />}
    </div>
  );
}
