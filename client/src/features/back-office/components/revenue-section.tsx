import { useId, useState } from 'react';
import { backOffice } from '#shared/messages/back-office.ts';
import type { RevenueMonth } from '#shared/stats/overview.schema.ts';
import { RevenueChart } from './revenue-chart.tsx';
import { RevenueTable } from './revenue-table.tsx';
import { Section } from './section.tsx';

const t = backOffice.revenue;

/** The chart, and its numbers as a table behind a visible toggle; a store without sales says so. */
export function RevenueSection({ months, currency }: { months: RevenueMonth[]; currency: string }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const hasSales = months.some((month) => month.revenue > 0 || month.orders > 0);
  return (
    <Section title={t.heading}>
      <p className="text-sm text-base-content/80">{t.rule}</p>
      {hasSales ? (
        <>
          <RevenueChart months={months} currency={currency} />
          <div>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? t.hideTable : t.showTable}
            </button>
          </div>
          {showTable && <RevenueTable id={tableId} months={months} currency={currency} />}
        </>
      ) : (
        <p className="rounded-box border border-base-300 p-4">{t.none}</p>
      )}
    </Section>
  );
}
