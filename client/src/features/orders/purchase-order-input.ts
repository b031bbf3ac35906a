import type { OrderInput, PurchaseForm } from '#shared/orders/order.schema.ts';
import type { checkoutInputSchema } from '#shared/orders/purchase-order.schema.ts';
import type { z } from 'zod';

/** The Purchase page's form as its schema hands it over: the checkout's fields, parsed. */
type CheckoutOutput = z.output<typeof checkoutInputSchema>;

/** The line of the Purchase page: a quantity in the product's unit, or a cut (PRODUCT.md §15). */
export type PurchaseLine = { productQuantity: PurchaseForm['quantity'] } | { pieces: number; lengthMm: number };

/**
 * The body of POST /orders from the Purchase page's form (issue 27): the SPEC's `buyerAddress` and
 * `phone` from the checkout's ship-to, and the checkout's own fields under their own names.
 */
export function purchaseOrderInput(productId: string, values: CheckoutOutput, line: PurchaseLine): OrderInput {
  return {
    productId,
    ...line,
    ...shipToOf(values.shipTo),
    poNumber: values.poNumber,
    requestedDate: values.requestedDate,
    notes: values.notes,
    saveShipTo: values.saveShipTo,
    paymentMethod: values.paymentMethod,
    // PRODUCT.md §19: asked for when a controlled line ships abroad.
    ...(values.endUse ? { endUse: values.endUse } : {}),
  };
}

/**
 * SPEC.md's `buyerAddress` and `phone`; a structured ship-to also goes as `shipTo` (PRODUCT.md §16),
 * which the server keeps, and `buyerAddress` is then its lines in brief.
 */
function shipToOf(shipTo: CheckoutOutput['shipTo']): Pick<OrderInput, 'buyerAddress' | 'phone' | 'shipTo'> {
  if (!('line1' in shipTo)) return { buyerAddress: shipTo.address, phone: shipTo.phone };
  const { phone, ...address } = shipTo;
  const brief = [
    address.line1,
    address.line2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.country,
  ];
  return { buyerAddress: brief.filter(Boolean).join('\n'), phone, shipTo: address };
}
