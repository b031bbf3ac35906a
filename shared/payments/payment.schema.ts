import { z } from 'zod';
import { validation as v } from '../messages/validation.ts';
import { messages } from '../messages.ts';
import { oneLine } from '../text.schema.ts';

/** Which card form the payment page shows (docs/product/rules.md#payments). */
export const paymentConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
]);
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** `{orderId}` pays one order (the original API); `{purchaseOrderId}` all of a purchase order's unpaid lines. */
export const createIntentSchema = z
  .object({
    orderId: z
      .string()
      .min(1, { error: () => v.orderIdRequired })
      .max(64)
      .optional(),
    purchaseOrderId: z
      .string()
      .min(1, { error: () => v.orderIdRequired })
      .max(64)
      .optional(),
    productPrice: z.unknown().optional(),
  })
  .refine((body) => body.orderId !== undefined || body.purchaseOrderId !== undefined, {
    error: () => v.orderIdRequired,
  });

/** The built-in test provider's card form (labels "Card number", "Expiry", "CVC"). */
export const testCardSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  cardNumber: z
    .string({ error: () => v.cardNumberRequired })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: () => messages.payment.incorrectNumber })),
  expiry: z
    .string({ error: () => v.expiryRequired })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, { error: () => v.expiryIncomplete }),
  cvc: z
    .string({ error: () => v.cvcRequired })
    .trim()
    .regex(/^\d{3,4}$/, { error: () => v.cvcIncomplete }),
  billingName: z
    .string()
    .max(200)
    .check(oneLine(() => v.fieldNames.billingName))
    .optional(),
  billingEmail: z.string().max(254).optional(),
});
export type TestCardInput = z.input<typeof testCardSchema>;
