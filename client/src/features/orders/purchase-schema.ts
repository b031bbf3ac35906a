import { z } from 'zod';
import { lineTotalCents, type PricedProduct, quantityProblem } from '#shared/catalog/pricing.ts';
import { addressSchema, phoneSchema, quantitySchema } from '#shared/orders/order.schema.ts';
import { orderTotalProblem } from '#shared/orders/order-limits.ts';

/**
 * The purchase form with the catalog's quantity rules (PRODUCT.md §10): minimum, order multiple,
 * per-order maximum and stock, each with its shared message, then the largest payable total at
 * the price the quantity's break gives. The server checks the same rules again.
 */
export function purchaseSchema(product: PricedProduct) {
  return z.object({
    address: addressSchema,
    phone_number: phoneSchema,
    quantity: quantitySchema.superRefine((quantity, ctx) => {
      const issue = quantityProblem(product, quantity) ?? orderTotalProblem(lineTotalCents(product, quantity));
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    }),
  });
}
