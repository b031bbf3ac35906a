import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { maxOrderTotalCents, orderTotalProblem } from './order-limits.ts';
import { purchaseFormSchema } from './order.schema.ts';

const tooLarge = messages.orders.totalTooLarge('$999,999.99');

describe('the largest order total', () => {
  it("is Stripe's largest card payment, $999,999.99, and not a cent more", () => {
    expect(maxOrderTotalCents).toBe(99_999_999);
    expect(orderTotalProblem(99_999_999)).toBeUndefined();
    expect(orderTotalProblem(100_000_000)).toBe(tooLarge);
    expect(orderTotalProblem(1e18)).toBe(tooLarge);
  });

  it('shows in the purchase form as the buyer types a quantity, from the same rule', () => {
    const schema = purchaseFormSchema({
      minimum: 1,
      total: 10_000_000,
      price: 250_000,
      priceBreaks: [],
      increment: 1,
      maximum: null,
    });
    const form = { shipTo: { address: 'Dock 1', phone: '+1 412 555 0100' } };
    expect(schema.safeParse({ ...form, quantity: 3 }).success).toBe(true);
    const refused = schema.safeParse({ ...form, quantity: 4 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(tooLarge);
  });
});
