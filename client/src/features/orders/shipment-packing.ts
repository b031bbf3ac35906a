import { fromBase, toBase } from '#shared/catalog/units.ts';
import { totalWeightGrams } from '#shared/catalog/weight.ts';
import type { PurchaseOrder, PurchaseOrderLine, Shipment } from '#shared/orders/purchase-order.schema.ts';
import { remainingBase, shippableOf } from '#shared/orders/shipping.ts';

/** A line of a packing list: part of an order line, its cut pieces and weight in proportion. */
export type PackingLine = Pick<PurchaseOrderLine, '_id' | 'sku' | 'name' | 'unit' | 'cut' | 'weightKg' | 'quantity'>;

/**
 * `base` units of an order line as a packing line: a cut line's pieces (it ships whole pieces) and
 * the weight in proportion, in whole grams, so a parcel's weight is never a float sum.
 */
function partOf(line: PurchaseOrderLine, base: number): PackingLine {
  const rules = shippableOf(line);
  const share = rules.quantity === 0 ? 0 : base / rules.quantity;
  return {
    _id: line._id,
    sku: line.sku,
    name: line.name,
    unit: line.unit,
    quantity: fromBase(rules.unit, base),
    cut: line.cut && rules.lengthMm ? { ...line.cut, pieces: Math.round(base / rules.lengthMm) } : null,
    weightKg: line.weightKg == null ? null : Math.round(line.weightKg * 1000 * share) / 1000,
  };
}

/** The parcel's estimated weight in kg, or null when no line's weight is known. */
export function packingWeightKg(lines: readonly PackingLine[]): number | null {
  const grams = totalWeightGrams(
    lines.map((line) => (line.weightKg == null ? null : Math.round(line.weightKg * 1000))),
  );
  return grams === null ? null : grams / 1000;
}

/** What is still to pack: each live line's remaining quantity (all of it before the first shipment). */
export function packingLinesLeft(order: Pick<PurchaseOrder, 'lines'>): PackingLine[] {
  return order.lines.flatMap((line) => {
    const left = remainingBase(shippableOf(line));
    return left > 0 ? [partOf(line, left)] : [];
  });
}

/** What one shipment held, as its packing list. */
export function packingLinesOf(order: Pick<PurchaseOrder, 'lines'>, shipment: Shipment): PackingLine[] {
  return shipment.lines.flatMap((held) => {
    const line = order.lines.find((one) => one._id === held.lineId);
    return line ? [partOf(line, toBase(held.unit, held.quantity))] : [];
  });
}
