import { Link } from 'react-router';
import { backOffice } from '#shared/messages/back-office.ts';
import { messages } from '#shared/messages.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import type { Overview } from '#shared/stats/overview.schema.ts';
import { Section } from './section.tsx';

const t = backOffice.statuses;

/** Purchase orders by status; each count opens Manage All Orders filtered by that status (?status=). */
export function StatusCounts({
  statuses,
  currency,
}: {
  statuses: Overview['purchaseOrdersByStatus'];
  currency: string;
}) {
  const none = statuses.every((row) => row.count === 0);
  return (
    <Section title={t.heading}>
      {none ? (
        <p>{t.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <caption className="sr-only">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.status}</th>
                <th scope="col" className="text-right">
                  {t.count}
                </th>
                <th scope="col" className="text-right">
                  {t.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {statuses.map((row) => {
                const label = messages.orderPages.statuses[row.status];
                return (
                  <tr key={row.status}>
                    <th scope="row">{label}</th>
                    <td className="text-right tabular-nums">
                      <Link
                        to={`${paths.manageAllOrders}?status=${row.status}`}
                        className="link"
                        aria-label={t.countLink(row.count, label)}
                      >
                        {row.count}
                      </Link>
                    </td>
                    <td className="text-right tabular-nums">{formatMoney(row.total, currency)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
