import { z } from 'zod';
import { phoneSchema } from '../accounts/phone.schema.ts';
import { lineTotalCents, type PricedProduct, quantityProblem } from '../catalog/pricing.ts';
import { validation as v } from '../messages/validation.ts';
import { orderTotalProblem } from './order-limits.ts';
import { cutRequestSchema } from '../catalog/cut.ts';
import { fitsUnit, units } from '../catalog/units.ts';
import { unitTexts } from '../messages/units.ts';
import { oneLine } from '../text.schema.ts';
import { orderStatuses } from './order-status.ts';
import { checkoutInputSchema, shipToTextSchema } from './purchase-order.schema.ts';
import { addressSchema as structuredAddressSchema } from '../addresses/address.schema.ts';

export { orderStatuses, type OrderStatus } from './order-status.ts';

/** The ship-to address's rule (shipToSchema): the Purchase page's address is the checkout's. */
export const addressSchema = shipToTextSchema;
export const quantitySchema = z
  .number({ error: () => v.required(v.quantity) })
  .int({ error: () => v.wholeNumber(v.quantity) })
  .min(1, { error: () => v.atLeast(v.quantity, 1) })
  .max(10_000_000, { error: () => v.tooLarge(v.quantity) });

/**
 * A quantity in the product's unit (PRODUCT.md §15): more than 0 with at most 3 decimals here;
 * whole for a `pcs` product, which only the server and the forms that know the product can say
 * (unitQuantityProblem in shared/catalog/units.ts).
 */
export const unitQuantitySchema = z
  .number({ error: () => v.required(v.quantity) })
  .gt(0, { error: () => v.atLeast(v.quantity, 1) })
  .max(10_000_000, { error: () => v.tooLarge(v.quantity) })
  .refine((value) => fitsUnit('m', value), { error: () => unitTexts.tooManyDecimals(v.quantity) });

/**
 * A quantity of this product with the catalog's rules (docs/product/catalog.md): minimum, order
 * multiple, per-order maximum and stock, each with its own message, then the largest payable total
 * at the unit price the quantity's break gives. The server checks the same rules again.
 */
export function productQuantitySchema(product: PricedProduct) {
  // Pieces are whole as they always were; m and kg take 3 decimals (PRODUCT.md §15).
  return ((product.unit ?? 'pcs') === 'pcs' ? quantitySchema : unitQuantitySchema).superRefine((quantity, ctx) => {
    const issue = quantityProblem(product, quantity) ?? orderTotalProblem(lineTotalCents(product, quantity));
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });
}

/**
 * The Purchase page's form (issue 27): the checkout's form for one line. Ship-to, phone, PO number,
 * requested date, notes, save-to-profile and payment method are checkoutInputSchema's own fields;
 * the line is this product's quantity.
 */
export function purchaseFormSchema(product: PricedProduct) {
  return checkoutInputSchema.extend({ quantity: productQuantitySchema(product) });
}
export type PurchaseForm = z.input<ReturnType<typeof purchaseFormSchema>>;

/**
 * What POST /orders takes of the checkout (docs/product/ordering.md#checkout), each optional and by
 * the checkout's own rule. Saving the ship-to to the profile is asked for, never the default: the
 * original API's callers never had their profile changed by an order.
 */
const checkoutFields = {
  ...checkoutInputSchema.pick({ poNumber: true, requestedDate: true, notes: true, paymentMethod: true, endUse: true })
    .shape,
  saveShipTo: checkoutInputSchema.shape.saveShipTo.unwrap(),
};

/**
 * Body of POST /orders. docs/product/api.md#original-api's fields are accepted; the buyer comes from the session and the
 * price from the stored product, so `productName`, `productPrice`, `buyerEmail` and `buyerName`
 * are ignored (docs/product/rules.md#data-money-and-stock, docs/product/rules.md#who-may-call-what). `productId` and `phone` are our additions.
 */
export const orderInputSchema = z.object({
  productId: z
    .string({ error: () => v.productToOrder })
    .min(1, { error: () => v.productToOrder })
    .max(32),
  /** In the product's unit; absent for a cut line, which sends pieces and lengthMm instead (PRODUCT.md §15). */
  productQuantity: unitQuantitySchema.optional(),
  pieces: cutRequestSchema.shape.pieces.optional(),
  lengthMm: cutRequestSchema.shape.lengthMm.optional(),
  buyerAddress: addressSchema,
  phone: phoneSchema,
  /** Our addition (PRODUCT.md §16): the ship-to structured; given, it is the order's, and buyerAddress only SPEC.md's field. */
  shipTo: structuredAddressSchema.optional(),
  productName: z.string().max(500).optional(),
  productPrice: z.unknown().optional(),
  buyerEmail: z.string().max(500).optional(),
  buyerName: z.string().max(500).optional(),
  ...checkoutFields,
});
export type OrderInput = z.input<typeof orderInputSchema>;

/** An order as the API answers it (docs/product/api.md#resources plus docs/product/rules.md#data-money-and-stock's additions). */
export const orderSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  /** Order total = unit price × quantity (the specification's name for it), in `currency`'s major units. */
  productPrice: z.number(),
  unitPrice: z.number(),
  /** ISO 4217 code of the amounts: the purchase order's currency (PRODUCT.md §17); USD as ever without one. */
  currency: z.string(),
  /** In the order's unit: pieces, or metres / kilograms with up to 3 decimals. */
  productQuantity: z.number(),
  buyerEmail: z.string(),
  buyerName: z.string(),
  buyerAddress: z.string(),
  phone: z.string(),
  paid: z.boolean(),
  status: z.enum(orderStatuses),
  transactionId: z.string().nullable(),
  /** The provider's refund id when the store cancelled the order after payment (docs/product/rules.md#security). */
  refundId: z.string().nullable(),
  createdAt: z.string(),
  /** The purchase order this order is a line of, and its number (docs/product/ordering.md). */
  purchaseOrderId: z.string().nullable(),
  number: z.string().nullable(),
  /** PRODUCT.md §15: the unit of productQuantity and unitPrice, the cut of a cut line, the line's weight. */
  unit: z.enum(units).optional(),
  cut: z.object({ pieces: z.number().int(), lengthMm: z.number().int(), cutFee: z.number() }).nullable().optional(),
  weightKg: z.number().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** PATCH /order/{id}: the specification (docs/product) sends `{order, transactionId}`; only the payment id matters. */
export const markPaidSchema = z.object({
  transactionId: z
    .string({ error: () => v.transactionIdRequired })
    .min(1, { error: () => v.transactionIdRequired })
    .max(255)
    .check(oneLine(() => v.fieldNames.transactionId)),
  order: z.unknown().optional(),
});
