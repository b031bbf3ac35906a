import { companies } from '#shared/messages/companies.ts';
import { formatUsd } from '#shared/money.ts';
import { Section } from './section.tsx';

const t = companies.pages.receivables;

/** What companies owe on account: open, and the part of it that is overdue. */
export function Receivables({ receivables }: { receivables: { open: number; overdue: number } }) {
  return (
    <Section title={t.heading}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t.open}</dt>
        <dd className="tabular-nums">{formatUsd(receivables.open)}</dd>
        <dt className="font-semibold">{t.overdue}</dt>
        <dd className={`tabular-nums ${receivables.overdue > 0 ? 'font-semibold text-red-800' : ''}`}>
          {formatUsd(receivables.overdue)}
        </dd>
      </dl>
    </Section>
  );
}
