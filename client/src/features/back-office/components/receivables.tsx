import { companies } from '#shared/messages/companies.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { Section } from './section.tsx';

const t = companies.pages.receivables;

/** What companies owe on account: open, and the part of it that is overdue. */
export function Receivables({
  receivables,
  currency,
}: {
  receivables: { open: number; overdue: number };
  currency: string;
}) {
  return (
    <Section title={t.heading}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t.open}</dt>
        <dd className="tabular-nums">{formatMoney(receivables.open, currency)}</dd>
        <dt className="font-semibold">{t.overdue}</dt>
        <dd className={`tabular-nums ${receivables.overdue > 0 ? 'font-semibold text-red-800' : ''}`}>
          {formatMoney(receivables.overdue, currency)}
        </dd>
      </dl>
    </Section>
  );
}
