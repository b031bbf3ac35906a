import { describe, expect, it } from 'vitest';
import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import {
  approvalReasonOf,
  canPayOnAccountByCard,
  canRecordTransfer,
  hasAccountInvoice,
} from './company-order-rules.ts';

const onAccount = (status: string, outstanding: number) => ({
  status: status as PurchaseOrderStatus,
  paymentMethod: 'account',
  outstanding,
});

describe("a company order's steps (docs/product/companies.md)", () => {
  it('records a transfer on an order on account that still owes, once past approval and not closed', () => {
    for (const status of ['confirmed', 'in_production', 'shipped', 'delivered'])
      expect(canRecordTransfer(onAccount(status, 10)), status).toBe(true);
    for (const status of ['pending_approval', 'rejected', 'cancelled'])
      expect(canRecordTransfer(onAccount(status, 10)), status).toBe(false);
    expect(canRecordTransfer(onAccount('shipped', 0))).toBe(false);
    expect(canRecordTransfer({ status: 'paid', paymentMethod: 'card', outstanding: 10 })).toBe(false);
  });

  it('lets the company pay an order on account by card while something is owed', () => {
    expect(canPayOnAccountByCard(onAccount('confirmed', 99.5))).toBe(true);
    expect(canPayOnAccountByCard(onAccount('delivered', 0))).toBe(false);
    expect(canPayOnAccountByCard(onAccount('pending_approval', 99.5))).toBe(false);
    expect(canPayOnAccountByCard({ status: 'unpaid', paymentMethod: 'card', outstanding: 5 })).toBe(false);
  });

  it('has the invoice on account from confirmation, none while waiting or once rejected', () => {
    expect(hasAccountInvoice(onAccount('confirmed', 1))).toBe(true);
    expect(hasAccountInvoice(onAccount('pending_approval', 1))).toBe(false);
    expect(hasAccountInvoice(onAccount('rejected', 1))).toBe(false);
    expect(hasAccountInvoice({ status: 'paid', paymentMethod: 'card' })).toBe(false);
  });

  it("reads why an order waits from the answer, else from its approval_requested event's note", () => {
    const events = [{ at: '2026-11-23T10:00:00Z', type: 'approval_requested', note: 'Above the threshold' }] as never;
    expect(approvalReasonOf({ events, approvalReason: 'Over the monthly limit' })).toBe('Over the monthly limit');
    expect(approvalReasonOf({ events })).toBe('Above the threshold');
    expect(approvalReasonOf({ events: [] })).toBeUndefined();
  });
});
