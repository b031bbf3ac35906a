import type { EndUseInput } from '#shared/compliance/compliance.schema.ts';
import type { PaymentMethod, ShipToInput } from '#shared/orders/purchase-order.schema.ts';
import type { OrderRow } from '../orders.table.ts';
import { placePurchaseOrder } from '../place-purchase-order.ts';
import type { PurchaseOrdersContext } from '../orders-context.ts';

export interface PlaceOrder {
  buyer: { id: string; email: string; name: string };
  productId: number;
  /** In the product's unit; or a cut of N pieces of L mm (PRODUCT.md §15). */
  quantity?: number;
  cut?: { pieces: number; lengthMm: number };
  /** The old free text, or structured (PRODUCT.md §16), with the phone. */
  shipTo: ShipToInput;
  idempotencyKey: string | undefined;
  /** The checkout's fields (issue 27): PO number, requested date, notes, card or account. */
  poNumber?: string | undefined;
  requestedDate?: string | undefined;
  notes?: string | undefined;
  paymentMethod?: PaymentMethod | undefined;
  /** Keep the ship-to and phone on the profile, as the checkout does when asked. */
  saveShipTo?: boolean | undefined;
  /** The end-use statement a controlled line shipping abroad needs (PRODUCT.md §19). */
  endUse?: EndUseInput | undefined;
}

/**
 * The Purchase page's order (POST /orders): a one-line purchase order (docs/product/ordering.md),
 * so it is numbered, paid, fulfilled and invoiced like any other, and answered as its line — the
 * original API's order. Stock, price breaks, limits, company approvals and terms, and the
 * Idempotency-Key work as for a cart.
 */
export async function placeOrder(
  context: PurchaseOrdersContext,
  order: PlaceOrder,
): Promise<{ row: OrderRow; created: boolean; purchaseOrderId: string }> {
  const { shipTo } = order;
  const { detail, created } = await placePurchaseOrder(context, {
    buyer: order.buyer,
    lines: [{ productId: order.productId, quantity: order.quantity, cut: order.cut }],
    shipTo,
    poNumber: order.poNumber,
    requestedDate: order.requestedDate,
    notes: order.notes,
    paymentMethod: order.paymentMethod,
    idempotencyKey: order.idempotencyKey,
    nameLines: false,
    saveShipTo: order.saveShipTo ?? false,
    endUse: order.endUse,
  });
  return { row: detail.lines[0]!, created, purchaseOrderId: detail.head.id };
}
