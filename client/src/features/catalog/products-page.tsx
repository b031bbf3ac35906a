import { messages } from '#shared/messages/storefront.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useProducts } from './api/get-products.ts';
import { Pagination } from './components/pagination.tsx';
import { ProductFiltersBar } from './components/product-filters-bar.tsx';
import { ProductResults } from './components/product-results.tsx';
import { pageCount, toProductQuery } from './products-search.ts';
import { useProductFilters } from './use-product-filters.ts';

const t = messages.catalog;

/** /ProductsCart: the catalog, searchable, filtered by metal and form, 24 to a page. */
export function ProductsPage() {
  const { filters, setFilter, setPage } = useProductFilters();
  const products = useProducts(toProductQuery(filters), { keepPrevious: true });
  const total = products.data?.total;
  const hasFilters = Boolean(filters.q.trim() || filters.metal || filters.form);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.heading} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{t.heading}</h1>
        {/* Announces how many products the new search or filter found. */}
        <p aria-live="polite" className="text-base-content/80">
          {total === undefined ? '' : t.resultCount(total)}
        </p>
      </div>
      <ProductFiltersBar filters={filters} onChange={setFilter} />
      <ProductResults
        query={products}
        hasFilters={hasFilters}
        onClearFilters={() => setFilter({ q: '', metal: '', form: '' })}
      />
      {total !== undefined && total > 0 && <Pagination page={filters.page} pages={pageCount(total)} onPage={setPage} />}
    </div>
  );
}
