import { Link } from 'react-router';
import { orderCurrency as t } from '#shared/messages/order-currency.ts';
import { settingsPaths } from '#shared/lazy-paths.ts';
import { type Overview, staleRateDays } from '#shared/stats/overview.schema.ts';
import { formatDate } from '#shared/format-date.ts';

/**
 * The exchange rates of /settings/currencies older than a week (PRODUCT.md §17): new orders are
 * priced and frozen at them, so the overview says which and since when, with the way to update
 * them. Nothing at all while every rate is fresh.
 */
export function StaleRates({ rates }: { rates: Overview['staleRates'] }) {
  if (rates.length === 0) return null;
  return (
    <section role="alert" className="alert alert-warning flex flex-col items-start gap-2" aria-labelledby="stale-rates">
      <h2 id="stale-rates" className="text-lg font-semibold">
        {t.staleRatesTitle}
      </h2>
      <ul className="list-inside list-disc">
        {rates.map((rate) => (
          <li key={rate.currency}>{t.staleRate(rate.currency, formatDate(rate.asOf), rate.days)}</li>
        ))}
      </ul>
      <p>{t.staleRatesHint(staleRateDays)}</p>
      <Link to={settingsPaths.settings} className="link font-semibold">
        {t.staleRatesLink}
      </Link>
    </section>
  );
}
