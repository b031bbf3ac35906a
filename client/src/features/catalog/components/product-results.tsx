import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '#shared/messages/storefront.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FullScreenSpinner } from '../../../components/ui/full-screen-spinner.tsx';
import type { ProductPage } from '../../../lib/queries/products.ts';
import type { ProductsView } from '../products-search.ts';
import { ProductGrid } from '../../../components/catalog/product-grid.tsx';
import { ProductListTable } from './product-list-table.tsx';

interface ProductResultsProps {
  query: UseQueryResult<ProductPage>;
  hasFilters: boolean;
  view: ProductsView;
  onClearFilters: () => void;
}

/** An empty result, with the way out when filters caused it. */
export function EmptyResults({ text, onClearFilters }: { text: string; onClearFilters?: (() => void) | undefined }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-semibold">{text}</p>
      {onClearFilters && (
        <button type="button" className="btn btn-outline" onClick={onClearFilters}>
          {messages.catalog.clearFilters}
        </button>
      )}
    </div>
  );
}

/** The products as cards or as a dense list, with their first-load, error and empty states. */
export function ProductResults({ query, hasFilters, view, onClearFilters }: ProductResultsProps) {
  if (query.isPending) return <FullScreenSpinner />;
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  const { products } = query.data;
  if (products.length === 0) {
    return <EmptyResults text={messages.catalog.noMatch} onClearFilters={hasFilters ? onClearFilters : undefined} />;
  }
  // While the next page loads, the previous one stays (keepPreviousData), dimmed and marked busy.
  const stale = query.isPlaceholderData;
  return (
    <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      {view === 'list' ? (
        <ProductListTable products={products} />
      ) : (
        <ProductGrid products={products} eagerCount={3} headingLevel={2} />
      )}
    </div>
  );
}
