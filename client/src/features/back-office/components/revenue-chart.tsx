import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { numberFormat } from '#shared/i18n/format.ts';
import { backOffice } from '#shared/messages/back-office.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { monthLabel, type RevenueMonth } from '#shared/stats/overview.schema.ts';

const t = backOffice.revenue;
/** An axis tick: "$12K", "¥1.5M" ("12.000 €", "1,5 Mio. €" in German). */
const compact = (currency: string) =>
  numberFormat({ style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });

/**
 * Revenue by month as an SVG bar chart (Recharts, docs/decisions/014-overview-chart.md). Its
 * accessibility layer lets a keyboard walk the bars with the arrow keys, the tooltip saying each
 * month's figure; the same numbers are a table one click away (RevenueTable).
 */
export function RevenueChart({ months, currency }: { months: RevenueMonth[]; currency: string }) {
  const axis = compact(currency);
  const data = months.map((month) => ({ ...month, label: monthLabel(month.month) }));
  const title = t.chartLabel(data[0]?.label ?? '', data.at(-1)?.label ?? '');
  return (
    <BarChart
      responsive
      accessibilityLayer
      title={title}
      desc={t.rule}
      data={data}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      style={{ width: '100%', height: 288 }}
    >
      <CartesianGrid vertical={false} strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={{ fill: '#374151', fontSize: 12 }} interval="preserveStartEnd" />
      <YAxis
        width="auto"
        tick={{ fill: '#374151', fontSize: 12 }}
        tickFormatter={(value: number) => axis.format(value)}
        allowDecimals={false}
      />
      <Tooltip
        formatter={(value) => [formatMoney(Number(value), currency), t.revenue]}
        cursor={{ fillOpacity: 0.15 }}
      />
      <Bar dataKey="revenue" name={t.revenue} fill="#1d4ed8" isAnimationActive={false} />
    </BarChart>
  );
}
