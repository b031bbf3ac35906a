import type { ReactNode } from 'react';

/** A label and its value; a value left out (null) is not listed. */
export type Fact = [label: string, value: ReactNode];

/**
 * A label–value list (`<dt>label</dt><dd>value</dd>`, as tests read facts), one per line on a
 * phone and two columns from `sm` up; `compact` keeps two columns at every width, in small print.
 */
export function FactList({ facts, compact = false }: { facts: readonly Fact[]; compact?: boolean }) {
  return (
    <dl
      className={
        compact
          ? 'grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm'
          : 'grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]'
      }
    >
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className={compact ? undefined : 'mb-2 sm:mb-0'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
