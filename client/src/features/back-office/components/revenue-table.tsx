import { backOffice } from '#shared/messages/back-office.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { fromMajor, toMajor } from '#shared/money/amount.ts';
import { monthLabel, type RevenueMonth } from '#shared/stats/overview.schema.ts';

const t = backOffice.revenue;

/** The chart's numbers as a table: what a screen reader or a spreadsheet-minded admin reads. */
export function RevenueTable({ id, months, currency }: { id: string; months: RevenueMonth[]; currency: string }) {
  // Summed in minor units of the base currency, so the months add up exactly.
  const minor = months.reduce((sum, month) => sum + fromMajor(month.revenue, currency).minor, 0);
  const revenue = toMajor({ minor, currency });
  const orders = months.reduce((sum, month) => sum + month.orders, 0);
  return (
    <div id={id} className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-sm">
        <caption className="p-2 text-left font-semibold">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.month}</th>
            <th scope="col" className="text-right">
              {t.revenue}
            </th>
            <th scope="col" className="text-right">
              {t.orders}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">
                <time dateTime={month.month}>{monthLabel(month.month)}</time>
              </th>
              <td className="text-right tabular-nums">{formatMoney(month.revenue, currency)}</td>
              <td className="text-right tabular-nums">{month.orders}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            <td className="text-right tabular-nums">{formatMoney(revenue, currency)}</td>
            <td className="text-right tabular-nums">{orders}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
