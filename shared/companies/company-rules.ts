import { companies as m } from '../messages/companies.ts';
import { centsToDollars, formatUsd } from '../money.ts';
import { type PaymentTerms, paymentTermsDays } from './company.schema.ts';

/*
 * The rules of company accounts (docs/product/companies.md, ADR 016), once, for the pages and the
 * server, which enforces every one of them in the transaction that places or pays an order.
 * Money is integer cents throughout.
 */

// The discount's arithmetic is a price rule, so it lives with the others in shared/catalog/pricing.ts
// (cut lines price with it too); re-exported here, where the company rules are read.
export { discountedUnitCents } from '../catalog/pricing.ts';

/** The day an invoice on account falls due: the order's day (UTC) plus the terms' days, YYYY-MM-DD. */
export function dueDateOf(orderedAt: string, terms: PaymentTerms): string {
  const day = new Date(`${orderedAt.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + paymentTermsDays[terms]);
  return day.toISOString().slice(0, 10);
}

/** Overdue: still owing after its due day has ended (UTC), as quotes stay valid through theirs. */
export function isOverdue(dueDate: string, outstandingCents: number, today: string): boolean {
  return outstandingCents > 0 && today > dueDate;
}

export interface ApprovalFacts {
  /** The one placing the order; a company admin's own orders need no approval. */
  role: 'admin' | 'buyer';
  orderCents: number;
  /** Null: no threshold. */
  thresholdCents: number | null;
  /** What the buyer's orders of this calendar month (UTC) already total, not counting this one. */
  spentThisMonthCents: number;
  /** Null: no monthly limit. */
  monthlyLimitCents: number | null;
}

/** Why an order waits for a company admin's approval, or undefined when it goes on at once. */
export function approvalReason(facts: ApprovalFacts): string | undefined {
  if (facts.role === 'admin') return undefined;
  if (facts.thresholdCents !== null && facts.orderCents > facts.thresholdCents)
    return m.approvalReasons.threshold(formatUsd(centsToDollars(facts.thresholdCents)));
  if (facts.monthlyLimitCents !== null && facts.spentThisMonthCents + facts.orderCents > facts.monthlyLimitCents)
    return m.approvalReasons.monthlyLimit(formatUsd(centsToDollars(facts.monthlyLimitCents)));
  return undefined;
}

export interface CreditFacts {
  terms: PaymentTerms | null;
  creditLimitCents: number;
  /** Outstanding on every open invoice on account. */
  openBalanceCents: number;
  hasOverdueInvoice: boolean;
  orderCents: number;
}

/** Why an order cannot be placed on account, or undefined when it can (the limit may be reached exactly). */
export function creditProblem(facts: CreditFacts): string | undefined {
  if (facts.terms === null) return m.creditProblems.noTerms;
  if (facts.hasOverdueInvoice) return m.creditProblems.overdue;
  const available = Math.max(0, facts.creditLimitCents - facts.openBalanceCents);
  if (facts.orderCents > available) return m.creditProblems.overLimit(formatUsd(centsToDollars(available)));
  return undefined;
}
