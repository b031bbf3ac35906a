import { z } from 'zod';
import { cutRequestSchema } from '../catalog/cut.ts';
import { units } from '../catalog/units.ts';
import { certificateRequirementSchema } from '../orders/certificate-required.ts';
import { unitQuantitySchema } from '../orders/order.schema.ts';
import { validation } from '../messages/validation.ts';
import { multiLine } from '../text.schema.ts';

/** A cut line's pieces, length and fee per piece (dollars), as carts, orders and invoices carry it. */
export const cutSchema = z.object({ pieces: z.number().int(), lengthMm: z.number().int(), cutFee: z.number() });

/**
 * The cart (docs/product/ordering.md). A signed-in buyer's cart is on the server; a visitor's
 * lives in the browser with the same lines and is merged at sign-in.
 */
export const cartLineSchema = z.object({
  /** The line's own id: removes a line whose product was deleted (productId null). */
  lineId: z.string(),
  productId: z.string().nullable(),
  sku: z.string().nullable(),
  name: z.string(),
  picture: z.string().nullable(),
  quantity: z.number(),
  /** Today's unit price for this quantity, in dollars (the shared pricing rules). */
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** The unit price when the buyer last set the quantity; differs from unitPrice when repriced since. */
  priceWhenAdded: z.number(),
  /**
   * PRODUCT.md §17: the currency of `priceWhenAdded`, only when it is not the cart's (the buyer
   * switched currency since: the line is repriced until they accept today's price).
   */
  priceWhenAddedCurrency: z.string().optional(),
  /** Why the line cannot be ordered as it stands (gone, repriced, below the minimum, out of stock…). */
  problem: z.string().optional(),
  /** PRODUCT.md §15: quantity and unitPrice are per this unit (absent: pcs, a visitor's older line). */
  unit: z.enum(units).optional(),
  /** A cut line (POST /cart/cuts): its id for DELETE /cart/cuts/{cutId}, and N × L with the fee per piece. */
  cutId: z.string().optional(),
  cut: cutSchema.optional(),
  /**
   * PRODUCT.md §20: a remnant held in the cart (POST /cart/remnants/{id}), removed with DELETE
   * /cart/remnants/{remnantId}; its `cut` is one piece of the remnant's length with no fee, and
   * `heatNumber` its heat. Sold whole: no quantity to change.
   */
  remnantId: z.string().optional(),
  /** The line's estimated weight, kg; null when the product's density or size is not known. */
  weightKg: z.number().nullable().optional(),
  /**
   * PRODUCT.md §20: the certificate the buyer requires with the line, carried to the order line
   * at checkout (absent: none, a visitor's older line).
   */
  certificateRequired: certificateRequirementSchema.optional(),
  /** The product's own certificate type, the one the cart offers besides none; absent when it has none. */
  certificateChoice: certificateRequirementSchema.optional(),
  /**
   * PRODUCT.md §20: the public heat the line is pinned to, null when it takes the oldest lots
   * first. Always answered by the server; absent in a visitor's browser cart without a pin.
   */
  heatNumber: z.string().nullable().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  /**
   * PRODUCT.md §17: the currency every price and total of the cart is in, the buyer's (their
   * company's, their own choice, else the store's base). Always answered by the server; a
   * visitor's cart in the browser may leave it out (USD, or the currency the page chose).
   */
  currency: z.string().optional(),
  lines: z.array(cartLineSchema),
  /** Number of lines, for the navbar. */
  count: z.number().int(),
  /** Of the lines without a problem, in `currency`'s major units (dollars for USD). */
  total: z.number(),
  /** True when every line can be ordered as it stands. */
  ready: z.boolean(),
  /** The orderable lines' estimated weight, kg (null when none is known). */
  totalWeightKg: z.number().nullable().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/** PRODUCT.md §20: a public heat of the product the line must come from (absent: oldest lots first). */
const heatPinSchema = z.string().trim().min(1).max(60).optional();

/** PUT /cart/lines/{productId}: setting the quantity also accepts today's price; `heatNumber` pins a heat. */
export const cartLineInputSchema = z.object({
  quantity: unitQuantitySchema,
  /** PRODUCT.md §20: the certificate required with the line; left out, the line keeps its own (none when new). */
  certificateRequired: certificateRequirementSchema.optional(),
  heatNumber: heatPinSchema,
});

/** POST /cart/cuts: N pieces of L mm of a product cut to length (PRODUCT.md §15). */
export const cartCutInputSchema = cutRequestSchema.extend({
  productId: z.string().min(1).max(32),
  /** PRODUCT.md §20: the certificate required with the cut line (default none). */
  certificateRequired: certificateRequirementSchema.optional(),
  heatNumber: heatPinSchema,
});

/** The answer of POST /cart/cuts: the cart, the new line's `cutId` and its cut. */
export const cartCutAnswerSchema = cartSchema.extend({ cutId: z.string(), cut: cutSchema });

/** POST /cart/merge: a visitor's browser cart, added to the account's at sign-in. */
export const cartMergeSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.string().min(1).max(32),
        quantity: unitQuantitySchema,
        certificateRequired: certificateRequirementSchema.optional(),
        /** PRODUCT.md §20: the public heat the visitor pinned; one no longer offered is dropped, not refused. */
        heatNumber: heatPinSchema,
      }),
    )
    .max(200),
});

/** Most lines a cart holds, and most rows one quick order reads. */
export const maxCartLines = 500;
export const maxQuickOrderRows = 500;

/** POST /cart/quick-order: pasted `SKU quantity` lines or a CSV file's text (`sku,quantity`). */
export const quickOrderInputSchema = z.object({
  // Tabs stay (a paste from a spreadsheet); each row's SKU is echoed cut to 64 characters.
  text: z
    .string()
    .max(1_000_000)
    .check(multiLine(() => validation.fieldNames.quickOrder)),
});
export const quickOrderAnswerSchema = z.object({
  added: z.array(
    z.object({
      row: z.number().int(),
      sku: z.string(),
      quantity: z.number(),
      pieces: z.number().int().optional(),
      lengthMm: z.number().int().optional(),
    }),
  ),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  cart: cartSchema,
});
export type QuickOrderAnswer = z.infer<typeof quickOrderAnswerSchema>;

/** POST /cart/reorder/{purchaseOrderId} (Order again): the cart, and the lines that could not go in it today. */
export const reorderAnswerSchema = z.object({
  cart: cartSchema,
  skipped: z.array(z.object({ name: z.string(), message: z.string() })),
});
export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>;
