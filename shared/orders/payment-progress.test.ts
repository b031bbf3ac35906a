import { describe, expect, it } from 'vitest';
import { shownOrderStatus, shownPaymentStatus } from './payment-progress.ts';

describe('partly paid (issue 32)', () => {
  it('shows an unpaid order with money received as partly paid, and nothing else', () => {
    expect(shownPaymentStatus({ paymentStatus: 'unpaid', amountPaid: 12.5 })).toBe('partly_paid');
    expect(shownPaymentStatus({ paymentStatus: 'unpaid', amountPaid: 0 })).toBe('unpaid');
    expect(shownPaymentStatus({ paymentStatus: 'paid', amountPaid: 100 })).toBe('paid');
    expect(shownPaymentStatus({ paymentStatus: 'refunded', amountPaid: 0 })).toBe('refunded');
    expect(shownOrderStatus({ status: 'unpaid', paymentStatus: 'unpaid', amountPaid: 12.5 })).toBe('partly_paid');
    expect(shownOrderStatus({ status: 'unpaid', paymentStatus: 'unpaid', amountPaid: 0 })).toBe('unpaid');
    // On account the order's status says where it is (confirmed, shipped): only the payment reads partly paid.
    expect(shownOrderStatus({ status: 'confirmed', paymentStatus: 'unpaid', amountPaid: 40 })).toBe('confirmed');
  });
});
