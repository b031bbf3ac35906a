/**
 * What the store's staff are mailed about (PRODUCT.md §21), at SELLER_EMAIL, and what each needs
 * to render its mail. A later kind (an order waiting for freight, a compliance hold, a tax exemption
 * to review) is one line here, one renderer in server/src/outbox-topics.ts and one `notifyStaff(trx, config, kind, …)`
 * where it happens.
 */
export interface StaffNotices {
  purchaseOrderPlaced: { purchaseOrderId: string };
  quoteRequested: { quoteId: string };
  /** An order placed in `compliance_hold` (PRODUCT.md §19): release or refuse it on /dashboard/compliance. */
  complianceHold: { purchaseOrderId: string };
}

export type StaffNotice = keyof StaffNotices;
