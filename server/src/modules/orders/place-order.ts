import type { PurchaseOrdersContext } from '../purchase-orders/place-purchase-order.ts';
import { placePurchaseOrder } from '../purchase-orders/place-purchase-order.ts';
import type { OrderRow } from './orders.table.ts';

/** What the order use cases need from the app: the database, the catalog cache, settings, payments, mail. */
export type OrdersContext = PurchaseOrdersContext;

export interface PlaceOrder {
  buyer: { id: string; email: string; name: string };
  productId: number;
  /** In the product's unit; or a cut of N pieces of L mm (PRODUCT.md §15). */
  quantity?: number;
  cut?: { pieces: number; lengthMm: number };
  address: string;
  phone: string;
  idempotencyKey: string | undefined;
}

/**
 * The Purchase page's order (POST /orders): a one-line purchase order (docs/product/ordering.md),
 * so it is numbered, paid, fulfilled and invoiced like any other, and answered as its line — the
 * original API's order. Stock, price breaks, limits and the Idempotency-Key work as for a cart.
 */
export async function placeOrder(
  context: OrdersContext,
  order: PlaceOrder,
): Promise<{ row: OrderRow; created: boolean; purchaseOrderId: string }> {
  const { detail, created } = await placePurchaseOrder(context, {
    buyer: order.buyer,
    lines: [{ productId: order.productId, quantity: order.quantity, cut: order.cut }],
    shipTo: { address: order.address, phone: order.phone },
    idempotencyKey: order.idempotencyKey,
    nameLines: false,
  });
  return { row: detail.lines[0]!, created, purchaseOrderId: detail.head.id };
}
