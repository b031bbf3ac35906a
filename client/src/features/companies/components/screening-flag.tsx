import type { ScreeningMatch } from '#shared/compliance/compliance.schema.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { screening } from '#shared/messages/screening.ts';

/**
 * A company whose name matches the denied-party list (PRODUCT.md §19): the matched entry, its
 * list (source) and the score, for the store's compliance staff to decide. Never "clear": no flag
 * only means no match was found.
 */
export function ScreeningFlag({ match }: { match: ScreeningMatch }) {
  const { entry } = match;
  return (
    // Not role="alert": a list of flagged companies is read, not announced. Dark text on a light
    // tint: daisyUI's soft warning alert misses WCAG AA contrast on this theme.
    <div className="flex flex-col items-start gap-1 rounded-box border border-amber-300 bg-amber-100 p-3 text-amber-900">
      <p className="font-semibold">{screening.flag}</p>
      <p>
        {screening.flagDetail(entry.name, entry.source, formatNumber(match.score, { minimumFractionDigits: 3 }))}
        {entry.matchedName !== entry.name && <> ({screening.matchedAs(entry.matchedName)})</>}
        {entry.country && <>, {entry.country}</>}
      </p>
    </div>
  );
}
