import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import {
  firstOrderableQuantity,
  priceBreakRows,
  quantityStep,
  quoteQuantity,
  typedQuantityProblem,
} from './quantity-quote.ts';

const tube = {
  price: 12.5,
  priceBreaks: [
    { minQuantity: 100, price: 9.75 },
    { minQuantity: 20, price: 11 },
  ],
  minimum: 10,
  increment: 5,
  maximum: 500,
  total: 300,
};

describe('live price of a typed quantity', () => {
  it('prices below the first break at the list price', () => {
    expect(quoteQuantity(tube, 15)).toEqual({
      quantity: 15,
      unitPriceCents: 1250,
      totalCents: 18_750,
      problem: undefined,
    });
  });

  it('takes the highest break at or below the quantity, whatever order the breaks come in', () => {
    expect(quoteQuantity(tube, 20)).toMatchObject({ unitPriceCents: 1100, totalCents: 22_000 });
    expect(quoteQuantity(tube, 95)).toMatchObject({ unitPriceCents: 1100, totalCents: 104_500 });
    expect(quoteQuantity(tube, 100)).toMatchObject({ unitPriceCents: 975, totalCents: 97_500 });
  });

  it('reads the text of an input, and shows nothing for an empty or partial quantity', () => {
    expect(quoteQuantity(tube, ' 20 ')).toMatchObject({ quantity: 20, unitPriceCents: 1100 });
    for (const typed of ['', '  ', 'abc', '2.5', Number.NaN, 0, -5]) {
      expect(quoteQuantity(tube, typed)).toEqual({
        quantity: undefined,
        unitPriceCents: undefined,
        totalCents: undefined,
        problem: undefined,
      });
    }
  });

  it('names the first rule a quantity breaks: minimum, multiple, maximum, then stock', () => {
    const p = messages.purchase;
    expect(quoteQuantity(tube, 5).problem).toBe(p.belowMinimum(10));
    expect(quoteQuantity(tube, 12).problem).toBe(p.notMultiple(5));
    expect(quoteQuantity({ ...tube, total: 10_000 }, 505).problem).toBe(p.aboveMaximum(500));
    expect(quoteQuantity(tube, 305).problem).toBe(p.aboveTotal(300));
    // Still priced: the buyer sees what the quantity would cost while fixing it.
    expect(quoteQuantity(tube, 12)).toMatchObject({ unitPriceCents: 1250, totalCents: 15_000 });
  });

  it('has no price breaks and no increment for the placeholder values of older products', () => {
    const plain = { price: 3, priceBreaks: [], minimum: 1, increment: 1, maximum: null, total: 50 };
    expect(quoteQuantity(plain, 7)).toEqual({ quantity: 7, unitPriceCents: 300, totalCents: 2100, problem: undefined });
  });
});

describe('first orderable quantity', () => {
  it('is the minimum rounded up to the order multiple', () => {
    expect(firstOrderableQuantity({ minimum: 10, increment: 5 })).toBe(10);
    expect(firstOrderableQuantity({ minimum: 12, increment: 5 })).toBe(15);
    expect(firstOrderableQuantity({ minimum: 3, increment: 1 })).toBe(3);
    expect(firstOrderableQuantity({ minimum: 3, increment: 0 })).toBe(3);
  });
});

describe('price-break table rows', () => {
  it('lists the list price from the minimum first, then the breaks ascending, and marks the row in use', () => {
    expect(priceBreakRows(12.5, 10, tube.priceBreaks, 95)).toEqual({
      rows: [
        { minQuantity: 10, price: 12.5 },
        { minQuantity: 20, price: 11 },
        { minQuantity: 100, price: 9.75 },
      ],
      current: 1,
    });
    expect(priceBreakRows(12.5, 10, tube.priceBreaks, 100).current).toBe(2);
    expect(priceBreakRows(12.5, 10, tube.priceBreaks).current).toBe(-1);
    expect(priceBreakRows(3, 1, []).rows).toEqual([{ minQuantity: 1, price: 3 }]);
  });

  it('leaves out the list price when a break starts at the minimum: it never applies', () => {
    expect(priceBreakRows(12.5, 20, tube.priceBreaks, 20)).toEqual({
      rows: [
        { minQuantity: 20, price: 11 },
        { minQuantity: 100, price: 9.75 },
      ],
      current: 0,
    });
  });
});

describe('quantities in metres and kilograms (PRODUCT.md §15)', () => {
  const wire = {
    unit: 'kg' as const,
    price: 84,
    priceBreaks: [{ minQuantity: 5, price: 80 }],
    minimum: 0.5,
    increment: 0.1,
    maximum: null,
    total: 40.25,
  };

  it('reads up to 3 decimals and prices them to the cent with the shared rules', () => {
    // 2.4 kg × $84.00/kg = $201.60; 5 kg reaches the $80 break.
    expect(quoteQuantity(wire, '2.4')).toEqual({
      quantity: 2.4,
      unitPriceCents: 8400,
      totalCents: 20_160,
      problem: undefined,
    });
    expect(quoteQuantity(wire, 5)).toMatchObject({ unitPriceCents: 8000, totalCents: 40_000 });
    expect(quoteQuantity(wire, '2.4567').quantity).toBeUndefined();
    expect(quoteQuantity(wire, '2.45').problem).toMatch(/multiple/);
  });

  it('starts from the minimum rounded up to the increment, without binary noise', () => {
    expect(firstOrderableQuantity({ unit: 'm', minimum: 0.25, increment: 0.1 })).toBe(0.3);
    expect(firstOrderableQuantity({ unit: 'kg', minimum: 2.4, increment: 0.001 })).toBe(2.4);
    expect(firstOrderableQuantity({ minimum: 7, increment: 5 })).toBe(10);
  });
});

describe('a quantity field (the product page and each row of the products list)', () => {
  it('steps by the order multiple: whole pieces, or m and kg in whole mm and g', () => {
    expect(quantityStep({ increment: 5 })).toBe('5');
    expect(quantityStep({ unit: 'pcs', increment: 0 })).toBe('1');
    expect(quantityStep({ unit: 'm', increment: 0.1 })).toBe('0.1');
    expect(quantityStep({ unit: 'kg', increment: 0.001 })).toBe('0.001');
  });

  it('says the rule a typed quantity breaks, or why m and kg cannot read it; pieces stay silent on text', () => {
    const problem = (product: Parameters<typeof quoteQuantity>[0], typed: string) =>
      typedQuantityProblem(product, typed, quoteQuantity(product, typed));
    expect(problem(tube, '15')).toBeUndefined();
    expect(problem(tube, '12')).toBe(messages.purchase.notMultiple(5));
    expect(problem(tube, '5')).toBe(messages.purchase.belowMinimum(10));
    expect(problem(tube, 'abc')).toBeUndefined();
    expect(problem(tube, '')).toBeUndefined();
    const wire = { ...tube, unit: 'm' as const, minimum: 1, increment: 0.001 };
    expect(problem(wire, '1.2345')).toEqual(expect.any(String));
    expect(problem(wire, '')).toBeUndefined();
  });
});
