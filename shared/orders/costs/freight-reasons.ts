import { formatKg } from '../../catalog/weight.ts';
import { costTexts } from '../../messages/costs.ts';
import type { FreightPendingReason } from './freight.ts';

const t = costTexts.freightPending;

/** A reason the freight is quoted later, as the cart, checkout and the order page say it. */
export function freightPendingText(reason: FreightPendingReason): string {
  switch (reason.kind) {
    case 'zoneQuoted':
      return t.zoneQuoted(reason.zone);
    case 'noZone':
      return t.noZone;
    case 'weightUnknown':
      return t.weightUnknown(reason.lines.join(', '));
    case 'overParcelWeight':
      return t.overParcelWeight(formatKg(reason.weightGrams / 1000), formatKg(reason.maxWeightKg));
    case 'overLastRate':
      return t.overLastRate(formatKg(reason.weightGrams / 1000));
    case 'pieceTooLong':
      return t.pieceTooLong(reason.lengthMm, reason.maxPieceLengthMm);
  }
}
