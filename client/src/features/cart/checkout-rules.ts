import { companies } from '#shared/messages/companies.ts';
import { cart } from '#shared/messages/cart.ts';
import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';

const c = companies.pages.checkout;

/**
 * Where the checkout goes with the order it placed, and what it says: an unpaid card order to its
 * pay page when the server allows paying it; one whose freight the store has still to quote
 * (PRODUCT.md §16), one confirmed on account, or waiting for a company admin, to its own page
 * (there is nothing to pay now).
 */
export function afterCheckout(
  order: Pick<PurchaseOrder, '_id' | 'number' | 'status'> & Partial<Pick<PurchaseOrder, 'allowedActions'>>,
): {
  to: string;
  toast: string;
} {
  const status = order.status as string;
  if (status === 'unpaid') {
    // What the buyer may do next is the server's word (allowedActions); an answer without it is payable.
    const payable = order.allowedActions?.includes('pay') ?? true;
    const to = payable ? paths.purchaseOrderPayment(order._id) : paths.purchaseOrder(order._id);
    return { to, toast: cart.orderPlaced(order.number) };
  }
  // PRODUCT.md §19: nothing to pay until the compliance review releases it.
  if (status === 'compliance_hold')
    return { to: paths.purchaseOrder(order._id), toast: complianceHolds.placedHeld(order.number) };
  const toast = status === 'pending_approval' ? c.placedForApproval(order.number) : c.placedOnAccount(order.number);
  return { to: paths.purchaseOrder(order._id), toast };
}
