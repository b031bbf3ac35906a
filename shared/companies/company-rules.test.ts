import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companies as m } from '../messages/companies.ts';
import { approvalReason, creditProblem, discountedUnitCents, dueDateOf, isOverdue } from './company-rules.ts';
import { createCompanySchema, storeCompanyPatchSchema, transferSchema } from './company.schema.ts';

describe('contract discount', () => {
  it('takes the percent off the unit price, to the nearest cent', () => {
    expect(discountedUnitCents(10_000, 0)).toBe(10_000);
    expect(discountedUnitCents(10_000, 12.5)).toBe(8_750);
    expect(discountedUnitCents(999, 10)).toBe(899); // 899.1
    expect(discountedUnitCents(995, 10)).toBe(896); // 895.5: half a cent up
    expect(discountedUnitCents(1, 50)).toBe(1); // 0.5
    expect(discountedUnitCents(1_234, 7.25)).toBe(1_145); // 1144.535
  });

  it('never raises a price, and is monotone in the discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (cents, a, b) => {
          const [low, high] = a <= b ? [a / 100, b / 100] : [b / 100, a / 100];
          const lessOff = discountedUnitCents(cents, low);
          expect(lessOff).toBeLessThanOrEqual(cents);
          expect(discountedUnitCents(cents, high)).toBeLessThanOrEqual(lessOff);
          expect(Number.isInteger(lessOff)).toBe(true);
        },
      ),
    );
  });
});

describe('terms and due dates', () => {
  it("falls due the order's day plus the terms' days, across months and years", () => {
    expect(dueDateOf('2026-11-23T17:00:00.000Z', 'net30')).toBe('2026-12-23');
    expect(dueDateOf('2026-12-20T23:59:59.999Z', 'net15')).toBe('2027-01-04');
    expect(dueDateOf('2028-01-30T00:00:00.000Z', 'net30')).toBe('2028-02-29');
    expect(dueDateOf('2026-11-23T00:00:00.000Z', 'net60')).toBe('2027-01-22');
  });

  it('is overdue from the day after the due day, and only while something is owed', () => {
    expect(isOverdue('2026-12-23', 100, '2026-12-23')).toBe(false);
    expect(isOverdue('2026-12-23', 100, '2026-12-24')).toBe(true);
    expect(isOverdue('2026-12-23', 0, '2027-02-01')).toBe(false);
  });
});

describe('approvals', () => {
  const buyer = {
    role: 'buyer' as const,
    orderCents: 50_000,
    thresholdCents: 100_000,
    spentThisMonthCents: 0,
    monthlyLimitCents: null,
  };

  it('lets an order at or below the threshold and within the monthly limit go on', () => {
    expect(approvalReason(buyer)).toBeUndefined();
    expect(approvalReason({ ...buyer, orderCents: 100_000 })).toBeUndefined();
    expect(approvalReason({ ...buyer, monthlyLimitCents: 80_000, spentThisMonthCents: 30_000 })).toBeUndefined();
    // No threshold and no monthly limit: nothing is ever held, however large.
    expect(approvalReason({ ...buyer, thresholdCents: null, orderCents: 10_000_000 })).toBeUndefined();
  });

  it('holds an order above the threshold, or one that passes the monthly limit, saying which', () => {
    expect(approvalReason({ ...buyer, orderCents: 100_001 })).toBe(m.approvalReasons.threshold('$1,000.00'));
    expect(approvalReason({ ...buyer, monthlyLimitCents: 80_000, spentThisMonthCents: 30_001 })).toBe(
      m.approvalReasons.monthlyLimit('$800.00'),
    );
  });

  it("never holds a company admin's own order", () => {
    expect(approvalReason({ ...buyer, role: 'admin', orderCents: 10_000_000, monthlyLimitCents: 1 })).toBeUndefined();
  });
});

describe('credit on account', () => {
  const facts = {
    terms: 'net30' as const,
    creditLimitCents: 500_000,
    openBalanceCents: 300_000,
    hasOverdueInvoice: false,
    orderCents: 200_000,
  };

  it('takes an order up to the available credit exactly', () => {
    expect(creditProblem(facts)).toBeUndefined();
    expect(creditProblem({ ...facts, orderCents: 200_001 })).toBe(m.creditProblems.overLimit('$2,000.00'));
  });

  it('refuses without terms, or with an overdue invoice, before looking at the limit', () => {
    expect(creditProblem({ ...facts, terms: null })).toBe(m.creditProblems.noTerms);
    expect(creditProblem({ ...facts, hasOverdueInvoice: true, orderCents: 1 })).toBe(m.creditProblems.overdue);
    expect(creditProblem({ ...facts, openBalanceCents: 600_000, orderCents: 1 })).toBe(
      m.creditProblems.overLimit('$0.00'),
    );
  });
});

describe('company schemas', () => {
  it('refuses a discount outside 0 to 50, negative limits, unknown terms and a transfer of nothing', () => {
    for (const discountPercent of [-1, 50.01, 60, 1.005])
      expect(storeCompanyPatchSchema.safeParse({ discountPercent }).success, String(discountPercent)).toBe(false);
    expect(
      storeCompanyPatchSchema.safeParse({ discountPercent: 12.5, creditLimit: 0, paymentTerms: 'net45' }).success,
    ).toBe(true);
    expect(storeCompanyPatchSchema.safeParse({ creditLimit: -1 }).success).toBe(false);
    expect(storeCompanyPatchSchema.safeParse({ paymentTerms: 'net90' }).success).toBe(false);
    expect(transferSchema.safeParse({ amount: 0, reference: 'SEPA 1', receivedAt: '2026-11-23' }).success).toBe(false);
    expect(transferSchema.safeParse({ amount: 10.5, reference: ' ', receivedAt: '2026-11-23' }).success).toBe(false);
    expect(createCompanySchema.safeParse({ name: ' ', billingAddress: 'x' }).success).toBe(false);
  });
});
