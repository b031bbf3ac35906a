import { z } from 'zod';

/** Which card form the payment page shows (PRODUCT.md §6). */
export const paymentConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
]);
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const createIntentSchema = z.object({
  orderId: z.string({ error: 'orderId is required' }).min(1, 'orderId is required').max(64),
  productPrice: z.unknown().optional(),
});

/** The built-in test provider's card form (labels "Card number", "Expiry", "CVC"). */
export const testCardSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  cardNumber: z
    .string({ error: 'Card number is required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incorrect.')),
  expiry: z
    .string({ error: 'Expiry is required' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, "Your card's expiration date is incomplete."),
  cvc: z
    .string({ error: 'CVC is required' })
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  billingName: z.string().max(200).optional(),
  billingEmail: z.string().max(254).optional(),
});
export type TestCardInput = z.input<typeof testCardSchema>;
