import { describe, expect, it } from 'vitest';
import { companies } from '#shared/messages/companies.ts';
import { cart } from '#shared/messages/cart.ts';
import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { afterCheckout, shipToChoices } from './checkout-rules.ts';

const order = (status: string) => ({ _id: 'po-1', number: 'RM-000001', status: status as PurchaseOrderStatus });

describe('after the checkout (docs/product/companies.md#paying-on-account)', () => {
  it('sends an unpaid card order to its pay page', () => {
    expect(afterCheckout(order('unpaid'))).toEqual({
      to: paths.purchaseOrderPayment('po-1'),
      toast: cart.orderPlaced('RM-000001'),
    });
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

describe("the company's ship-to addresses at checkout", () => {
  it('offers the default first and keeps the others in their order', () => {
    const a = { label: 'Plant', address: '1 Mill Rd', isDefault: false };
    const b = { label: 'Lab', address: '2 Lab Way', isDefault: true };
    const c = { label: '', address: '3 Dock St', isDefault: false };
    expect(shipToChoices([a, b, c])).toEqual([b, a, c]);
    expect(shipToChoices([])).toEqual([]);
  });
});
