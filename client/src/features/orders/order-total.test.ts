import { describe, expect, it } from 'vitest';
import { orderTotal } from './order-total.ts';

describe('purchase form order total', () => {
  it('is unit price × quantity, without floating-point noise', () => {
    expect(orderTotal(19.99, 3)).toBe(59.97);
    expect(orderTotal(0.1, 3)).toBe(0.3);
    expect(orderTotal(12.5, 40)).toBe(500);
  });

  it('is unknown while the quantity is empty or not a whole number', () => {
    expect(orderTotal(12.5, Number.NaN)).toBeUndefined();
    expect(orderTotal(12.5, 2.5)).toBeUndefined();
    expect(orderTotal(12.5, -1)).toBeUndefined();
  });
});
