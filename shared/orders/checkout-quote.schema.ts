import { z } from 'zod';
import { incotermSchema } from '../settings/shipping.schema.ts';
import { incotermInputFields, orderCostFields } from './costs/order-costs.schema.ts';
import { addressOrText } from '../addresses/address-input.schema.ts';
import { shipToTextSchema } from './purchase-order.schema.ts';

/** `POST /checkout/quote`: what the caller's cart would cost shipped there, on those terms. */
export const checkoutQuoteInputSchema = z.object({
  // Where it goes is all the costs need: the phone the order will carry is not asked for yet.
  shipTo: addressOrText({ phone: z.string().optional() }, shipToTextSchema),
  ...incotermInputFields,
});
export type CheckoutQuoteInput = z.input<typeof checkoutQuoteInputSchema>;

export const checkoutQuoteSchema = z.object({
  ...orderCostFields,
  /** What would be paid now: the total, unless the freight is still to be quoted. */
  amountDue: z.number(),
  /** Why the freight will be quoted after the order, as sentences; empty unless pending. */
  freightPending: z.array(z.string()),
  /** The Incoterms the store offers for this ship-to (domestic or export). */
  incoterms: z.array(incotermSchema),
  /**
   * PRODUCT.md §19: a line is export-controlled and this ship-to is outside the store's home
   * country, so placing the order needs an end-use statement (`endUse`).
   */
  endUseRequired: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
