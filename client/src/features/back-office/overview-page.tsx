import { backOffice } from '#shared/messages/back-office.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useOverview } from './api/get-overview.ts';
import { LowStock } from './components/low-stock.tsx';
import { OpenQuotes } from './components/open-quotes.tsx';
import { Receivables } from './components/receivables.tsx';
import { RevenueSection } from './components/revenue-section.tsx';
import { StaleRates } from './components/stale-rates.tsx';
import { StatusCounts } from './components/status-counts.tsx';
import { TopProducts } from './components/top-products.tsx';

/**
 * /dashboard/overview (admins; docs/product/back-office.md#overview): the business at a glance,
 * every figure from GET /stats/overview, amounts in the store's base currency (PRODUCT.md §17), and
 * a warning first when an exchange rate is more than a week old. Its chart library loads with this
 * page only.
 */
export function OverviewPage() {
  const overview = useOverview();
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={backOffice.heading} />
      <h1 className="text-3xl font-bold">{backOffice.heading}</h1>
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <ErrorState
          error={overview.error}
          title={backOffice.loadFailed}
          onRetry={() => void overview.refetch()}
          isRetrying={overview.isFetching}
        />
      ) : (
        <>
          <StaleRates rates={overview.data.staleRates} />
          <RevenueSection months={overview.data.revenueByMonth} currency={overview.data.currency} />
          <div className="grid gap-6 xl:grid-cols-2">
            <StatusCounts statuses={overview.data.purchaseOrdersByStatus} currency={overview.data.currency} />
            <OpenQuotes quotes={overview.data.openQuotes} />
          </div>
          <Receivables receivables={overview.data.receivables} currency={overview.data.currency} />
          <TopProducts products={overview.data.topProducts} currency={overview.data.currency} />
          <LowStock lowStock={overview.data.lowStock} />
        </>
      )}
    </div>
  );
}
