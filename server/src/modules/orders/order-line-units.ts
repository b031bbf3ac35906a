import { fromBase } from '#shared/catalog/units.ts';
import { unitOf } from '../catalog/index.ts';
import { toMajor } from '#shared/money/amount.ts';
import type { OrderRow } from './orders.table.ts';

/**
 * What a stored order line says about units (migration 013, ADR 017), in the API's terms: its
 * unit, its quantity in that unit (the column holds pieces, mm or g), a cut line's N × L and fee,
 * and its estimated weight in kg. One reading for orders, purchase orders, mails and the invoice.
 * The cut fee is in `currency`, its purchase order's (PRODUCT.md §17; USD when not given).
 */
export function lineUnits(
  row: Pick<OrderRow, 'unit' | 'quantity' | 'pieces' | 'length_mm' | 'cut_fee_cents' | 'weight_grams'>,
  currency = 'USD',
) {
  const unit = unitOf(row);
  const cutFee = toMajor({ minor: Number(row.cut_fee_cents ?? 0), currency });
  const cut =
    row.pieces !== null && row.length_mm !== null ? { pieces: row.pieces, lengthMm: row.length_mm, cutFee } : null;
  return {
    unit,
    quantity: fromBase(unit, Number(row.quantity)),
    cut,
    weightKg: row.weight_grams === null ? null : Number(row.weight_grams) / 1000,
  };
}
