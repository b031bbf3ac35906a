import { shipments as sm } from '../messages/shipments.ts';
import { baseToDecimalText, fromBase, toBase, type Unit } from '../catalog/units.ts';
import type { OrderStatus } from './order.schema.ts';
import {
  fulfilmentSteps,
  type PaymentMethod,
  type PurchaseOrder,
  type PurchaseOrderLine,
  type PurchaseOrderStatus,
} from './purchase-order.schema.ts';

/*
 * What may ship, and how much (PRODUCT.md §22, docs/product/ordering.md#shipping): the server's
 * ship command enforces it, `allowedActions` offers Ship from it, and the ship dialog lists the lines
 * it names. Quantities here are whole base units (pieces, mm, g), so remaining amounts are exact.
 */

/** The statuses an order ships from: paid or on account, made or not, and partly shipped already. */
export const shippableStatuses: readonly PurchaseOrderStatus[] = fulfilmentSteps.shipped;

export interface ShippableLine {
  status: OrderStatus;
  unit: Unit;
  /** Base units, as stored. */
  quantity: number;
  shippedQuantity: number;
  /** A cut line ships in whole pieces of this length (mm); null otherwise. */
  lengthMm: number | null;
}

/** A live line's quantity still to ship, in base units; 0 once shipped in full or cancelled. */
export function remainingBase(line: ShippableLine): number {
  if (line.status === 'cancelled' || line.status === 'shipped') return 0;
  return Math.max(0, line.quantity - line.shippedQuantity);
}

/** A line ships once paid; an order on account ships its unpaid lines too (invoiced, paid later). */
export function lineMayShip(line: ShippableLine, paymentMethod: PaymentMethod): boolean {
  return line.status === 'paid' || (line.status === 'unpaid' && paymentMethod === 'account');
}

/** Whether anything of the order may ship now: the `ship` action's condition beyond its status. */
export function hasSomethingToShip(lines: readonly ShippableLine[], paymentMethod: PaymentMethod): boolean {
  return lines.some((line) => lineMayShip(line, paymentMethod) && remainingBase(line) > 0);
}

/**
 * Why `base` units of this line cannot ship now, or undefined: it must be live, payable as above,
 * with that much left, and a cut line ships whole pieces. `lineNo` names it in the message.
 */
export function shipQuantityProblem(
  line: ShippableLine & { lineNo: number },
  paymentMethod: PaymentMethod,
  base: number,
): { status: 400 | 409; message: string } | undefined {
  if (line.status === 'cancelled') return { status: 409, message: sm.cancelledLine(line.lineNo) };
  const remaining = remainingBase(line);
  if (remaining === 0) return { status: 409, message: sm.nothingLeft(line.lineNo) };
  if (!lineMayShip(line, paymentMethod)) return { status: 409, message: sm.unpaidLine(line.lineNo) };
  if (!Number.isSafeInteger(base) || base <= 0) return { status: 400, message: sm.quantityPositive };
  if (line.lengthMm !== null && base % line.lengthMm !== 0) {
    return { status: 400, message: sm.wholePieces(line.lineNo, line.lengthMm) };
  }
  if (base > remaining) {
    const left = `${baseToDecimalText(line.unit, remaining)} ${line.unit}`;
    return { status: 409, message: sm.tooMuch(line.lineNo, left) };
  }
  return undefined;
}

/** An answered line (quantities in its unit) as the rules above read it (base units). */
export function shippableOf(line: PurchaseOrderLine): ShippableLine & { lineNo: number } {
  const unit = line.unit ?? 'pcs';
  return {
    status: line.status,
    unit,
    quantity: toBase(unit, line.quantity),
    shippedQuantity: toBase(unit, line.shippedQuantity),
    lengthMm: line.cut?.lengthMm ?? null,
    lineNo: line.lineNo,
  };
}

/** The lines the ship dialog offers: those that may ship now, each with what remains in its unit. */
export function linesLeftToShip(
  order: Pick<PurchaseOrder, 'lines' | 'paymentMethod'>,
): { line: PurchaseOrderLine; remaining: number }[] {
  return order.lines.flatMap((line) => {
    const rules = shippableOf(line);
    const left = remainingBase(rules);
    return lineMayShip(rules, order.paymentMethod) && left > 0 ? [{ line, remaining: fromBase(rules.unit, left) }] : [];
  });
}
