import { companies } from '#shared/messages/companies.ts';

const t = companies.pages;
const calendarDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * An invoice on account past its due day: "Overdue since …" as a badge (the order page, the
 * statement, the store's company view). The words say it, so colour is never the only sign.
 */
export function OverdueBadge({ dueDate }: { dueDate: string | null | undefined }) {
  const day = dueDate ? calendarDay.format(new Date(`${dueDate.slice(0, 10)}T00:00:00Z`)) : undefined;
  return (
    <span className="badge h-auto border-rose-300 bg-rose-100 text-rose-900">
      {day ? t.overdueText(day) : t.overdue}
    </span>
  );
}
