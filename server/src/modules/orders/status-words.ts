import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';

/** A status inside a sentence of the server's answers ("A purchase order that is in production …"). */
export const statusWords: Record<PurchaseOrderStatus, string> = {
  unpaid: 'unpaid',
  paid: 'paid',
  in_production: 'in production',
  partially_shipped: 'partially shipped',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  pending_approval: 'waiting for approval',
  confirmed: 'confirmed',
  rejected: 'rejected',
  compliance_hold: 'held for export compliance',
};
