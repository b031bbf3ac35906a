import type { HoldReason } from '../compliance/compliance.schema.ts';
import { formatNumber } from '../i18n/format.ts';
import { complianceHolds as t } from '../messages/compliance-holds.ts';

/**
 * A compliance hold's reason as one line (PRODUCT.md §19): the timeline's note, the staff's mail,
 * the order page and /dashboard/compliance say it the same way.
 */
export function holdReasonText(reason: HoldReason): string {
  if (reason.kind === 'destination') return t.reasonWords.destination(reason.country, reason.lines.join(', '));
  const { match } = reason;
  return t.reasonWords.screening(
    t.reasonWords.party[match.party],
    match.name,
    match.entry.matchedName,
    match.entry.source,
    formatNumber(match.score, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
}
