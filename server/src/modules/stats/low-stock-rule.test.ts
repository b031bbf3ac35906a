import { describe, expect, it } from 'vitest';
import { defaultReorderMultiple, isLowStock, reorderPointOf } from '#shared/catalog/stock-status.ts';
import { stockMarginSql } from '../../db/migrations/010-reorder-point.ts';

describe('low stock (docs/product/back-office.md#overview)', () => {
  it('is below the reorder point, or below 3 × MOQ when none is set', () => {
    expect(reorderPointOf({ minimum: 10, reorderPoint: null })).toBe(30);
    expect(reorderPointOf({ minimum: 10, reorderPoint: 4 })).toBe(4);
    expect(isLowStock({ total: 29, minimum: 10, reorderPoint: null })).toBe(true);
    expect(isLowStock({ total: 30, minimum: 10, reorderPoint: null })).toBe(false);
    expect(isLowStock({ total: 0, minimum: 1, reorderPoint: 0 })).toBe(false);
  });

  it('is the rule the overview’s SQL and its index spell', () => {
    expect(stockMarginSql).toBe(`total - coalesce(reorder_point, ${defaultReorderMultiple} * minimum)`);
  });
});
