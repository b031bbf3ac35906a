import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { purchaseFormSchema as purchaseSchema } from './order.schema.ts';

const product = {
  price: 10,
  priceBreaks: [{ minQuantity: 50, price: 8 }],
  minimum: 10,
  increment: 10,
  maximum: 200,
  total: 150,
};
const form = (quantity: number) => ({ shipTo: { address: '1 Mill Road', phone: '+44 20 7946 0000' }, quantity });
const quantityError = (quantity: number) =>
  purchaseSchema(product)
    .safeParse(form(quantity))
    .error?.issues.find((issue) => issue.path[0] === 'quantity')?.message;

describe('purchase form quantity rules', () => {
  it('accepts a quantity that meets every rule', () => {
    expect(quantityError(10)).toBeUndefined();
    expect(quantityError(150)).toBeUndefined();
  });

  it('refuses with the shared message of the first rule broken', () => {
    const m = messages.purchase;
    expect(quantityError(5)).toBe(m.belowMinimum(10));
    expect(quantityError(15)).toBe(m.notMultiple(10));
    expect(purchaseSchema({ ...product, total: 1000 }).safeParse(form(210)).error?.issues[0]?.message).toBe(
      m.aboveMaximum(200),
    );
    expect(quantityError(160)).toBe(m.aboveTotal(150));
  });

  it('refuses a total no card payment could carry, at the price of the quantity', () => {
    const huge = { ...product, price: 400_000, priceBreaks: [], minimum: 1, increment: 1, maximum: null, total: 10 };
    expect(purchaseSchema(huge).safeParse(form(2)).success).toBe(true);
    expect(purchaseSchema(huge).safeParse(form(3)).success).toBe(false);
  });
});
