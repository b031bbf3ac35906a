import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { orderInputSchema, purchaseFormSchema } from '../orders/order.schema.ts';
import { profileInputSchema } from './account.schema.ts';

/** The first message each schema gives for a phone value. */
const phoneErrors = (phone: string) => {
  const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.find((i) => i.path.includes('phone'))?.message;
  return [
    issue(profileInputSchema.safeParse({ picture: '/a.png', education: 'A', location: 'B', phone })),
    issue(orderInputSchema.safeParse({ productId: '1', productQuantity: 1, buyerAddress: 'C', phone })),
    issue(
      purchaseFormSchema({ minimum: 1, total: 5, price: 1, priceBreaks: [], increment: 1, maximum: null }).safeParse({
        shipTo: { address: 'C', phone },
        quantity: 1,
      }),
    ),
  ];
};

describe('the one phone rule', () => {
  it('gives the profile, the purchase form and POST /orders the same answer', () => {
    expect(phoneErrors('')).toEqual(Array(3).fill(messages.purchase.phoneRequired));
    expect(phoneErrors('0114 496')).toEqual(Array(3).fill(messages.purchase.phoneTooShort));
    expect(phoneErrors('0114 496 0000 x1')).toEqual(Array(3).fill(messages.validation.phoneCharacters));
    expect(phoneErrors('+44 114 496 0000')).toEqual([undefined, undefined, undefined]);
  });
});
