import { describe, expect, it } from 'vitest';
import { isLowStock, reorderPointOf, stockStatusOf } from './stock-status.ts';

describe('stock status (docs/product/back-office.md)', () => {
  it('reorders at 3 × the minimum unless a reorder point is set', () => {
    expect(reorderPointOf({ minimum: 10, reorderPoint: null })).toBe(30);
    expect(reorderPointOf({ minimum: 10, reorderPoint: 0 })).toBe(0);
    expect(isLowStock({ total: 29, minimum: 10, reorderPoint: null })).toBe(true);
    expect(isLowStock({ total: 30, minimum: 10, reorderPoint: null })).toBe(false);
  });

  it('reorders at exactly 3 × a fractional minimum (no float noise in the hint or the comparison)', () => {
    expect(reorderPointOf({ minimum: 0.1, reorderPoint: null })).toBe(0.3);
    expect(String(reorderPointOf({ minimum: 0.1, reorderPoint: null }))).toBe('0.3');
    expect(reorderPointOf({ minimum: 0.7, reorderPoint: null })).toBe(2.1);
    expect(isLowStock({ total: 0.3, minimum: 0.1, reorderPoint: null })).toBe(false);
  });

  it('is out below one minimum order, low below the reorder point, in stock otherwise', () => {
    expect(stockStatusOf({ total: 9, minimum: 10, reorderPoint: null })).toBe('out');
    expect(stockStatusOf({ total: 10, minimum: 10, reorderPoint: null })).toBe('low');
    expect(stockStatusOf({ total: 30, minimum: 10, reorderPoint: null })).toBe('in');
    expect(stockStatusOf({ total: 0, minimum: 1, reorderPoint: 0 })).toBe('out');
    expect(stockStatusOf({ total: 5, minimum: 1, reorderPoint: 5 })).toBe('in');
  });
});
