import { useEffect, useState } from 'react';
import { messages } from '#shared/messages.ts';
import { catalogImport } from '#shared/messages/catalog-import.ts';
import { lots } from '#shared/messages/lots.ts';
import { apiBaseUrl } from '../../config/env.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useProducts } from '../../lib/queries/products.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ImportCsvDialog } from './components/import-csv-dialog.tsx';
import { ImportLotsDialog } from './components/import-lots-dialog.tsx';
import { ManageFilters } from './components/manage-filters.tsx';
import { ProductsTable } from './components/products-table.tsx';
import { isFiltered, managePageCount, managePageSize } from './manage-products-search.ts';
import { useManageProductsSearch } from './use-manage-products-search.ts';

const t = messages.catalogAdmin;

/**
 * /dashboard/manageProducts (admin): the catalog a page at a time, newest first, searched,
 * filtered by metal, form and low stock and sorted (docs/product/back-office.md#products), with Delete and
 * Update, and the whole catalog as CSV: Export CSV downloads it, Import CSV reads one back;
 * Import lots receives heat lots from a CSV (PRODUCT.md §20).
 */
export function ManageProductsPage() {
  const { search, page, query, change, setPage } = useManageProductsSearch();
  const [importing, setImporting] = useState(false);
  const [importingLots, setImportingLots] = useState(false);
  const products = useProducts(query, { keepPrevious: true });
  const total = products.data?.total;
  const pages = managePageCount(total ?? 0);

  // Deleting the last row of the last page would leave an empty page: step back to the new last one.
  const pastTheEnd = !products.isPlaceholderData && total !== undefined && total > 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages, setPage]);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.manageHeading} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{t.manageHeading}</h1>
        <p aria-live="polite" className="text-base-content/80">
          {total === undefined ? '' : messages.catalog.resultCount(total)}
        </p>
      </div>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap justify-end gap-2">
          {/* A plain link: the browser downloads the file with the session cookie. */}
          <a href={`${apiBaseUrl}/products.csv`} className="btn btn-outline" download>
            {catalogImport.exportCsv}
          </a>
          <button type="button" className="btn btn-outline" onClick={() => setImporting(true)}>
            {catalogImport.importCsv}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setImportingLots(true)}>
            {lots.ui.importLots}
          </button>
        </div>
        <ManageFilters search={search} onChange={change} />
      </div>
      {importing && <ImportCsvDialog onClose={() => setImporting(false)} />}
      {importingLots && <ImportLotsDialog onClose={() => setImportingLots(false)} />}
      {products.isPending ? (
        <LoadingState />
      ) : products.isError ? (
        <ErrorState error={products.error} onRetry={() => void products.refetch()} isRetrying={products.isFetching} />
      ) : products.data.products.length === 0 ? (
        <p className="py-12 text-center text-lg font-semibold">
          {isFiltered(search) ? messages.catalog.noMatch : t.noProducts}
        </p>
      ) : (
        <ProductsTable products={products.data.products} busy={products.isPlaceholderData} />
      )}
      {total !== undefined && total > managePageSize && <Pagination page={page} pages={pages} onPage={setPage} />}
    </div>
  );
}
