import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { cartQuantityProblem, largestValidQuantity } from './cart-quantity.ts';

const product = { price: 10, priceBreaks: [], minimum: 4, increment: 3, maximum: 30, total: 25 };

describe('cart quantities', () => {
  it('are refused by the first rule they break, the line total last', () => {
    expect(cartQuantityProblem(product, 3)).toBe(messages.purchase.belowMinimum(4));
    expect(cartQuantityProblem(product, 7)).toBe(messages.purchase.notMultiple(3));
    expect(cartQuantityProblem(product, 27)).toBe(messages.purchase.aboveTotal(25));
    expect(cartQuantityProblem(product, 24)).toBeUndefined();
    expect(cartQuantityProblem({ ...product, price: 999_999, total: 1000, maximum: null }, 6)).toBe(
      messages.orders.totalTooLarge('$999,999.99'),
    );
  });

  it('merge down to the largest quantity that breaks no rule, or to none', () => {
    expect(largestValidQuantity(product, 100)).toBe(24);
    expect(largestValidQuantity(product, 11)).toBe(9);
    expect(largestValidQuantity(product, 6)).toBe(6);
    expect(largestValidQuantity(product, 5)).toBeUndefined();
    expect(largestValidQuantity({ ...product, total: 3 }, 10)).toBeUndefined();
  });
});
