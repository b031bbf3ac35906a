import { remnantsUi as t } from '#shared/messages/remnants-ui.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useCatalogCurrency } from '../../lib/queries/currency.ts';
import { useRemnants } from '../../lib/remnants/remnants-api.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { RemnantFiltersBar } from './components/remnant-filters-bar.tsx';
import { RemnantsTable } from './components/remnants-table.tsx';
import { clearedFilters, hasFilters, toRemnantQuery } from './remnant-filters.ts';
import { useRemnantFilters } from './use-remnant-filters.ts';

/** An empty or refused list, with the way out when filters caused it. */
function Empty({ text, onClear }: { text: string; onClear: (() => void) | undefined }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-semibold">{text}</p>
      {onClear && (
        <button type="button" className="btn btn-outline" onClick={onClear}>
          {t.clearFilters}
        </button>
      )}
    </div>
  );
}

/**
 * /remnants (PRODUCT.md §20, public): the rests of bars for sale, filtered by metal, form, grade,
 * size and length (in the URL), priced in the visitor's currency, each with Add to cart for a
 * signed-in buyer (a visitor signs in first).
 */
export function RemnantsPage() {
  const { user } = useAuth();
  const { filters, setFilter } = useRemnantFilters();
  const { currency, ready } = useCatalogCurrency();
  const query = toRemnantQuery(filters);
  const remnants = useRemnants({ ...query, ...(currency && { currency }) }, user?.id ?? null, Boolean(query) && ready);
  const clear = hasFilters(filters) ? () => setFilter(clearedFilters) : undefined;
  const count = query ? remnants.data?.length : 0;

  let body;
  if (!query) body = <Empty text={t.invalidFilters} onClear={clear} />;
  else if (remnants.isPending) body = <LoadingState />;
  else if (remnants.isError)
    body = (
      <ErrorState error={remnants.error} onRetry={() => void remnants.refetch()} isRetrying={remnants.isFetching} />
    );
  else if (remnants.data.length === 0) body = <Empty text={t.none} onClear={clear} />;
  else {
    // While a new filter's list loads, the previous one stays, dimmed and marked busy.
    const stale = remnants.isPlaceholderData;
    body = (
      <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        <RemnantsTable remnants={remnants.data} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.heading} description={t.intro} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{t.heading}</h1>
        {/* Announces how many remnants the new filter found. */}
        <p aria-live="polite" className="text-base-content/80">
          {count === undefined ? '' : t.resultCount(count)}
        </p>
      </div>
      <p className="max-w-prose">{t.intro}</p>
      <RemnantFiltersBar filters={filters} onChange={setFilter} />
      {body}
    </div>
  );
}
