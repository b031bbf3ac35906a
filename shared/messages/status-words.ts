import { localized } from '../i18n/localized.ts';
import type { PurchaseOrderStatus } from '../orders/purchase-order.schema.ts';

/**
 * An order's status inside a sentence of the server's answers ("A purchase order that is in
 * production cannot …"): given as `{0}` to such messages, read when the message is made, so it is
 * in the message's language. Translations agree with « une commande » / „die Bestellung“.
 */
export const statusWords = localized(
  'statusWords',
  {
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
  } satisfies Record<PurchaseOrderStatus, string>,
  'status-words',
);
