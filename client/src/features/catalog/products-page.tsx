import { messages } from '#shared/messages/storefront.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useCatalogCurrency } from '../../lib/queries/currency.ts';
import { useSearchedProducts } from './api/get-searched-products.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ProductFiltersBar } from './components/product-filters-bar.tsx';
import { EmptyResults, ProductResults } from './components/product-results.tsx';
import { SortAndView } from './components/sort-and-view.tsx';
import { clearedFilters, hasFilters, pageCount, toProductQuery } from './products-search.ts';
import { useProductFilters } from './use-product-filters.ts';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';
import { catalogSearch } from '#shared/messages/catalog-search.ts';

const t = messages.catalog;

/**
 * /ProductsCart: the catalog, searchable, filtered by metal, form, grade, standard, stock and
 * size, sorted, as cards or a dense list, 24 to a page; all of it in the URL.
 */
export function ProductsPage() {
  const { filters, valid, setFilter, setView, setPage } = useProductFilters();
  // A URL the API would refuse is not sent: the page explains instead (never an error or a crash).
  // Prices in the visitor's currency (PRODUCT.md §17): asked for once it is known.
  const { currency, ready } = useCatalogCurrency();
  const products = useSearchedProducts(
    { ...toProductQuery(filters), ...(currency && { currency }) },
    { enabled: valid && ready },
  );
  const total = valid ? products.data?.total : 0;
  const clear = () => setFilter(clearedFilters);

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
      {valid && products.data?.didYouMean && <p>{catalogSearch.showingResultsFor(products.data.didYouMean)}</p>}
      {valid && products.data?.partial && <p>{catalogSearch.someWords}</p>}
      <ProductFiltersBar filters={filters} valid={valid} onChange={setFilter} />
      <SortAndView sort={filters.sort} view={filters.view} onSort={(sort) => setFilter({ sort })} onView={setView} />
      {valid ? (
        <ProductResults query={products} hasFilters={hasFilters(filters)} view={filters.view} onClearFilters={clear} />
      ) : (
        <EmptyResults text={f.invalidFilters} onClearFilters={clear} />
      )}
      {valid && total !== undefined && total > 0 && (
        <Pagination page={filters.page} pages={pageCount(total)} onPage={setPage} />
      )}
    </div>
  );
}
