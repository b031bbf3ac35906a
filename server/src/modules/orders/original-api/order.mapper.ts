import type { Order } from '#shared/orders/order.schema.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import { lineUnits } from '../order-line-units.ts';
import { majorIn } from '../order-money.ts';
import type { OrderRow } from '../orders.table.ts';

/** An order line with its purchase order's number and currency (joined by the repository's reads). */
export type NumberedOrderRow = OrderRow & { po_seq?: number | null; po_currency?: string | null };

/** SPEC.md's order: its fields keep their names and meaning, the amounts in the order's `currency` (PRODUCT.md §17). */
export function toApiOrder(row: NumberedOrderRow): Order {
  // The line's amounts are in its purchase order's currency (PRODUCT.md §17); USD for lines of old.
  const currency = row.po_currency ?? 'USD';
  const { unit, quantity, cut, weightKg } = lineUnits(row, currency);
  return {
    _id: row.id,
    productId: row.product_id === null ? null : String(row.product_id),
    productName: row.product_name,
    productPrice: majorIn(currency, row.total_cents),
    unitPrice: majorIn(currency, row.unit_price_cents),
    currency,
    productQuantity: quantity,
    buyerEmail: row.buyer_email,
    buyerName: row.buyer_name,
    buyerAddress: row.buyer_address,
    phone: row.phone,
    paid: row.status === 'paid' || row.status === 'shipped',
    status: row.status,
    transactionId: row.transaction_id,
    refundId: row.refund_id,
    createdAt: row.created_at,
    purchaseOrderId: row.purchase_order_id,
    number: row.po_seq == null ? null : formatOrderNumber(Number(row.po_seq)),
    unit,
    cut,
    weightKg,
  };
}
