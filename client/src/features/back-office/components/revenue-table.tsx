import { backOffice } from '#shared/messages/back-office.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { fromMajor, toMajor } from '#shared/money/amount.ts';
import { monthLabel, type RevenueMonth } from '#shared/stats/overview.schema.ts';
import { type Column, ResponsiveTable, TableCell } from '../../../components/ui/responsive-table.tsx';

const t = backOffice.revenue;

/** The chart's numbers as a table: what a screen reader or a spreadsheet-minded admin reads. */
const revenueColumns = (currency: string): Column<RevenueMonth>[] => [
  {
    header: t.month,
    rowHeader: true,
    cell: (month) => <time dateTime={month.month}>{monthLabel(month.month)}</time>,
  },
  { header: t.revenue, numeric: true, cell: (month) => formatMoney(month.revenue, currency) },
  { header: t.orders, numeric: true, cell: (month) => month.orders },
];

export function RevenueTable({ id, months, currency }: { id: string; months: RevenueMonth[]; currency: string }) {
  // Summed in minor units of the base currency, so the months add up exactly.
  const minor = months.reduce((sum, month) => sum + fromMajor(month.revenue, currency).minor, 0);
  const revenue = toMajor({ minor, currency });
  const orders = months.reduce((sum, month) => sum + month.orders, 0);
  return (
    <ResponsiveTable
      id={id}
      caption={t.caption}
      captionVisible
      size="sm"
      columns={revenueColumns(currency)}
      rows={months}
      rowKey={(month) => month.month}
      footer={
        <tr>
          <TableCell rowHeader>{t.total}</TableCell>
          <TableCell label={t.revenue} numeric>
            {formatMoney(revenue, currency)}
          </TableCell>
          <TableCell label={t.orders} numeric>
            {orders}
          </TableCell>
        </tr>
      }
    />
  );
}
