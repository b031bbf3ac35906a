import { centsToDollars } from '#shared/money.ts';
import { formatOrderNumber, hasInvoice, type PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { PurchaseOrderDetail } from './purchase-orders.repository.ts';

export function toApiPurchaseOrder({ head, lines, events }: PurchaseOrderDetail): PurchaseOrder {
  const number = formatOrderNumber(head.number);
  const due = lines.filter((line) => line.status === 'unpaid').reduce((sum, line) => sum + Number(line.total_cents), 0);
  return {
    _id: head.id,
    number,
    poNumber: head.po_number,
    status: head.status,
    paymentMethod: head.payment_method,
    paymentStatus: head.payment_status,
    buyer: { email: head.buyer_email, name: head.buyer_name, company: head.buyer_company },
    shipTo: { address: head.ship_to_address, phone: head.phone },
    requestedDate: head.requested_date,
    notes: head.notes,
    lines: lines.map((line) => ({
      _id: line.id,
      lineNo: line.line_no,
      productId: line.product_id === null ? null : String(line.product_id),
      sku: line.sku,
      name: line.product_name,
      quantity: line.quantity,
      unitPrice: centsToDollars(Number(line.unit_price_cents)),
      lineTotal: centsToDollars(Number(line.total_cents)),
      status: line.status,
      heatNumber: line.heat_number,
      certificate: null,
      quoteId: line.quote_id,
    })),
    total: centsToDollars(Number(head.total_cents)),
    amountDue: head.status === 'cancelled' ? 0 : centsToDollars(due),
    carrier: head.carrier,
    trackingNumber: head.tracking_number,
    transactionId: head.transaction_id,
    refundId: head.refund_id,
    events: events.map((event) => ({ at: event.at, type: event.type, note: event.note })),
    documents: hasInvoice({ paymentStatus: head.payment_status })
      ? [
          {
            type: 'invoice',
            name: `Invoice ${number}.pdf`,
            url: `/purchase-orders/${encodeURIComponent(head.id)}/invoice.pdf`,
          },
        ]
      : [],
    createdAt: head.created_at,
    updatedAt: head.updated_at,
  };
}
