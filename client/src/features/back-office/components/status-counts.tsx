import { Link } from 'react-router';
import { backOffice } from '#shared/messages/back-office.ts';
import { messages } from '#shared/messages.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import type { Overview } from '#shared/stats/overview.schema.ts';
import { Section } from './section.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

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
        <ResponsiveTable
          caption={t.caption}
          size="sm"
          bordered={false}
          columns={[
            { header: t.status, rowHeader: true, cell: (row) => messages.orderPages.statuses[row.status] },
            {
              header: t.count,
              numeric: true,
              cell: (row) => (
                <Link
                  to={`${paths.manageAllOrders}?status=${row.status}`}
                  className="link"
                  aria-label={t.countLink(row.count, messages.orderPages.statuses[row.status])}
                >
                  {row.count}
                </Link>
              ),
            },
            { header: t.total, numeric: true, cell: (row) => formatMoney(row.total, currency) },
          ]}
          rows={statuses}
          rowKey={(row) => row.status}
        />
      )}
    </Section>
  );
}
