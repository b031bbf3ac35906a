import type { z } from 'zod';
import type { lotReceiveFieldsSchema } from '#shared/catalog/lot.schema.ts';
import { fitsUnit, fromBase, maxBaseUnits, toBase } from '#shared/catalog/units.ts';
import { lots as m } from '#shared/messages/lots.ts';
import { remnants as r } from '#shared/messages/remnants.ts';
import type { ProductRow } from '../catalog/index.ts';
import { unitOf } from '../catalog/index.ts';

/** A lot to receive, checked against its product: what `receiveLot` stores, or the reason it cannot. */
export type LotToReceive =
  | {
      quantityBase: number;
      /** Bars of a product cut to length (their length in mm is then the lot's quantity). */
      bars: { lengthMm: number; count: number } | undefined;
    }
  | { problem: string };

/**
 * The rules a lot's fields meet only with its product known (PRODUCT.md §20): bars only for a
 * product cut to length, bar length × count agreeing with a quantity given too, whole pieces, the
 * integer columns' bound. One function for the multipart form and the CSV import.
 */
export function lotToReceive(product: ProductRow, input: z.output<typeof lotReceiveFieldsSchema>): LotToReceive {
  const unit = unitOf(product);
  const bars =
    input.barLengthMm !== undefined && input.barCount !== undefined
      ? { lengthMm: input.barLengthMm, count: input.barCount }
      : undefined;
  if (bars && (unit !== 'm' || product.cut_min_mm === null || product.cut_max_mm === null))
    return { problem: r.barsNotCut };
  // The bars' length in mm is the lot's quantity in base units (mm).
  const barsMm = bars ? bars.lengthMm * bars.count : undefined;
  if (bars && input.quantity !== undefined && toBase(unit, input.quantity) !== barsMm)
    return { problem: r.barsQuantity };
  const quantity = barsMm === undefined ? input.quantity! : fromBase(unit, barsMm);
  if (!fitsUnit(unit, quantity)) return { problem: m.wholePieces };
  // The integer columns' bound (a total beyond it could not be stored): a 400, never a 500.
  if (toBase(unit, quantity) > maxBaseUnits) return { problem: m.tooLarge };
  return { quantityBase: toBase(unit, quantity), bars };
}
