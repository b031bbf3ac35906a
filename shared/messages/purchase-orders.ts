import { localized } from '../i18n/localized.ts';
/** Texts of purchase orders (docs/product/ordering.md): the server's answers and the checkout rules. */
export const purchaseOrders = localized(
  'purchaseOrders',
  {
    notFound: 'Purchase order not found',
    emptyCart: 'Your cart is empty. Add products before placing an order.',
    cartChanged: 'Your cart changed while the order was being placed. Review it and place the order again.',
    lineProblem: (name: string, problem: string) => `${name}: ${problem}`,
    poNumberTooLong: (maximum: number) => `A PO number can be at most ${maximum} characters`,
    notesTooLong: (maximum: number) => `Notes can be at most ${maximum} characters`,
    dateFormat: 'Enter the date as YYYY-MM-DD',
    dateInPast: 'The requested delivery date cannot be in the past',
    paymentMethod: 'Pay by card: paying on account needs payment terms for your company',
    carrierRequired: 'Enter the carrier',
    trackingRequired: 'Enter the tracking number',
    nothingToPay: 'This purchase order has nothing left to pay',
    notPayable: 'This purchase order can no longer be paid',
    amountChanged:
      'The amount to pay changed while you were paying; the payment was refunded. Open the order and pay again.',
    cannotMove: (from: string, to: string) => `A purchase order that is ${from} cannot be marked ${to}`,
    onlyUnpaidCancel: 'Only unpaid purchase orders can be cancelled by the buyer',
    cannotCancel: (status: string) => `A purchase order that is ${status} cannot be cancelled`,
    cancelWholeOrder: (number: string) =>
      `This order was paid together with the other lines of purchase order ${number}: cancel the purchase order instead.`,
    invoiceNotYet: 'The invoice is issued once the order is paid',
  } as const,
  'purchase-orders',
);
