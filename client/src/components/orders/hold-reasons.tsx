import type { HoldReason } from '#shared/compliance/compliance.schema.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import { FactList } from '../ui/fact-list.tsx';

const t = complianceHolds.dashboard;
const parties = complianceHolds.reasonWords.party;

/** A screening match: whose name, which list entry it matched, on which list, how closely. */
function ScreeningReason({ reason }: { reason: Extract<HoldReason, { kind: 'screening' }> }) {
  const { match } = reason;
  const rows: [string, string][] = [
    [t.party, parties[match.party]],
    [t.name, match.name],
    [
      t.entry,
      match.entry.matchedName === match.entry.name
        ? match.entry.name
        : `${match.entry.matchedName} (${match.entry.name})`,
    ],
    [t.source, [match.entry.source, match.entry.country].filter(Boolean).join(', ') || '-'],
    [t.score, formatNumber(match.score, { minimumFractionDigits: 2, maximumFractionDigits: 2 })],
  ];
  return <FactList facts={rows} compact />;
}

/**
 * Why an order is held (PRODUCT.md §19), as a store admin weighs it: each screening match with the
 * party, the name, the matched list entry, its source and score; a review destination with the
 * country and the controlled lines.
 */
export function HoldReasons({ reasons }: { reasons: readonly HoldReason[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {reasons.map((reason, index) => (
        <li key={index} className="rounded-box border border-base-300 p-3">
          {reason.kind === 'screening' ? (
            <ScreeningReason reason={reason} />
          ) : (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold">{t.country}</dt>
              <dd>{reason.country}</dd>
              <dt className="font-semibold">{t.lines}</dt>
              <dd>{reason.lines.join(', ')}</dd>
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
