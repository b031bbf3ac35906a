import { describe, expect, it } from 'vitest';
import { shipments as sm } from '../messages/shipments.ts';
import type { PurchaseOrderLine } from './purchase-order.schema.ts';
import { hasSomethingToShip, linesLeftToShip, type ShippableLine, shipQuantityProblem } from './shipping.ts';

const line = (overrides: Partial<ShippableLine> = {}): ShippableLine & { lineNo: number } => ({
  status: 'paid',
  unit: 'pcs',
  quantity: 10,
  shippedQuantity: 0,
  lengthMm: null,
  lineNo: 1,
  ...overrides,
});

describe('what may ship (PRODUCT.md §22)', () => {
  it('ships up to what remains of a paid line, and says how much is left beyond it', () => {
    expect(shipQuantityProblem(line({ shippedQuantity: 4 }), 'card', 6)).toBeUndefined();
    expect(shipQuantityProblem(line({ shippedQuantity: 4 }), 'card', 7)).toEqual({
      status: 409,
      message: sm.tooMuch(1, '6 pcs'),
    });
    expect(shipQuantityProblem(line({ unit: 'm', quantity: 2500, shippedQuantity: 1000 }), 'card', 1501)).toEqual({
      status: 409,
      message: sm.tooMuch(1, '1.5 m'),
    });
  });

  it('refuses a cancelled, a fully shipped, or (by card) an unpaid line; on account an unpaid line ships', () => {
    expect(shipQuantityProblem(line({ status: 'cancelled' }), 'card', 1)?.message).toBe(sm.cancelledLine(1));
    expect(shipQuantityProblem(line({ status: 'shipped', shippedQuantity: 10 }), 'card', 1)?.message).toBe(
      sm.nothingLeft(1),
    );
    expect(shipQuantityProblem(line({ status: 'unpaid' }), 'card', 1)?.message).toBe(sm.unpaidLine(1));
    expect(shipQuantityProblem(line({ status: 'unpaid' }), 'account', 1)).toBeUndefined();
    expect(hasSomethingToShip([line({ status: 'unpaid' })], 'card')).toBe(false);
    expect(hasSomethingToShip([line({ status: 'unpaid' })], 'account')).toBe(true);
  });

  it('ships a cut line in whole pieces only', () => {
    const cut = line({ unit: 'm', quantity: 5000, lengthMm: 1250 });
    expect(shipQuantityProblem(cut, 'card', 2500)).toBeUndefined();
    expect(shipQuantityProblem(cut, 'card', 2000)).toEqual({ status: 400, message: sm.wholePieces(1, 1250) });
  });

  it('offers each line that may ship with what remains in its unit, exactly', () => {
    const answered = (overrides: Partial<PurchaseOrderLine>) => ({ ...({} as PurchaseOrderLine), ...overrides });
    const lines = [
      answered({ _id: 'a', lineNo: 1, status: 'paid', unit: 'm', quantity: 2.5, shippedQuantity: 1.2, cut: null }),
      answered({ _id: 'b', lineNo: 2, status: 'shipped', unit: 'pcs', quantity: 3, shippedQuantity: 3, cut: null }),
      answered({ _id: 'c', lineNo: 3, status: 'cancelled', unit: 'pcs', quantity: 3, shippedQuantity: 0, cut: null }),
    ];
    expect(
      linesLeftToShip({ lines, paymentMethod: 'card' }).map(({ line, remaining }) => [line._id, remaining]),
    ).toEqual([['a', 1.3]]);
  });
});
