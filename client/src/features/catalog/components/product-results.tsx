import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '#shared/messages/storefront.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FullScreenSpinner } from '../../../components/ui/full-screen-spinner.tsx';
import type { ProductPage } from '../api/get-products.ts';
import { ProductGrid } from './product-grid.tsx';

interface ProductResultsProps {
  query: UseQueryResult<ProductPage>;
  hasFilters: boolean;
  onClearFilters: () => void;
}

/** The products grid with its first-load, error and empty states. */
export function ProductResults({ query, hasFilters, onClearFilters }: ProductResultsProps) {
  if (query.isPending) return <FullScreenSpinner />;
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  const { products } = query.data;
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold">{messages.catalog.noMatch}</p>
        {hasFilters && (
          <button type="button" className="btn btn-outline" onClick={onClearFilters}>
            {messages.catalog.clearFilters}
          </button>
        )}
      </div>
    );
  }
  // While the next page loads, the previous one stays (keepPreviousData), dimmed and marked busy.
  const stale = query.isPlaceholderData;
  return (
    <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      <ProductGrid products={products} eagerCount={3} headingLevel={2} />
    </div>
  );
}
