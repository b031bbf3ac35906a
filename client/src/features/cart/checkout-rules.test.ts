import { describe, expect, it } from 'vitest';
import { companies } from '#shared/messages/companies.ts';
import { cart } from '#shared/messages/cart.ts';
import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { afterCheckout } from './checkout-rules.ts';

const order = (status: string) => ({ _id: 'po-1', number: 'RM-000001', status: status as PurchaseOrderStatus });

describe('after the checkout (docs/product/companies.md#paying-on-account)', () => {
  it('sends an unpaid card order to its pay page', () => {
    expect(afterCheckout(order('unpaid'))).toEqual({
      to: paths.purchaseOrderPayment('po-1'),
      toast: cart.orderPlaced('RM-000001'),
    });
  });

  it('sends an unpaid order the server does not let be paid yet (freight to be quoted) to its own page', () => {
    expect(afterCheckout({ ...order('unpaid'), allowedActions: ['cancel'] })).toEqual({
      to: paths.purchaseOrder('po-1'),
      toast: cart.orderPlaced('RM-000001'),
    });
    expect(afterCheckout({ ...order('unpaid'), allowedActions: ['pay', 'cancel'] }).to).toBe(
      paths.purchaseOrderPayment('po-1'),
    );
  });

  it('sends an order confirmed on account, or waiting for approval, to its own page: nothing to pay now', () => {
    expect(afterCheckout(order('confirmed'))).toEqual({
      to: paths.purchaseOrder('po-1'),
      toast: companies.pages.checkout.placedOnAccount('RM-000001'),
    });
    expect(afterCheckout(order('pending_approval'))).toEqual({
      to: paths.purchaseOrder('po-1'),
      toast: companies.pages.checkout.placedForApproval('RM-000001'),
    });
  });
});
