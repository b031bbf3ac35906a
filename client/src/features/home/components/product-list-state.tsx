import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '#shared/catalog/product.schema.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import type { ProductPage } from '../../../lib/queries/products.ts';
import { ProductGrid } from '../../../components/catalog/product-grid.tsx';

interface ProductListStateProps {
  query: UseQueryResult<ProductPage>;
  /** Which part of the loaded list this section shows. */
  pick: (products: Product[]) => Product[];
  eagerCount?: number;
}

/** A home product section's body: loading, error with retry, or the grid of its slice. */
export function ProductListState({ query, pick, eagerCount = 0 }: ProductListStateProps) {
  if (query.isPending) return <LoadingState className="min-h-96" />;
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return <ProductGrid products={pick(query.data.products)} eagerCount={eagerCount} />;
}
