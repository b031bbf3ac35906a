import { companies } from '#shared/messages/companies.ts';
import { formatDate } from '#shared/format-date.ts';

const t = companies.pages;

/**
 * An invoice on account past its due day: "Overdue since …" as a badge (the order page, the
 * statement, the store's company view). The words say it, so colour is never the only sign.
 */
export function OverdueBadge({ dueDate }: { dueDate: string | null | undefined }) {
  const day = dueDate ? formatDate(dueDate.slice(0, 10)) : undefined;
  return (
    <span className="badge h-auto border-rose-300 bg-rose-100 text-rose-900">
      {day ? t.overdueText(day) : t.overdue}
    </span>
  );
}
