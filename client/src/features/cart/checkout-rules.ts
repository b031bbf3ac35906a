import { companies } from '#shared/messages/companies.ts';
import { cart } from '#shared/messages/cart.ts';
import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import type { CompanyAddress } from '../../lib/queries/my-company.ts';

const c = companies.pages.checkout;

/**
 * Where the checkout goes with the order it placed, and what it says: an unpaid card order to its
 * pay page; one confirmed on account, or waiting for a company admin, to its own page (there is
 * nothing to pay now).
 */
export function afterCheckout(order: { _id: string; number: string; status: PurchaseOrderStatus }): {
  to: string;
  toast: string;
} {
  const status = order.status as string;
  if (status === 'unpaid') return { to: paths.purchaseOrderPayment(order._id), toast: cart.orderPlaced(order.number) };
  const toast = status === 'pending_approval' ? c.placedForApproval(order.number) : c.placedOnAccount(order.number);
  return { to: paths.purchaseOrder(order._id), toast };
}

/** The company's ship-to addresses as the checkout offers them: the default first, then as kept. */
export function shipToChoices(addresses: readonly CompanyAddress[]): CompanyAddress[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
