import { companies as m } from '../messages/companies.ts';
import { toMajor } from '../money/amount.ts';
import { formatMoney } from '../money/format-money.ts';
import { type PaymentTerms, paymentTermsDays } from './company.schema.ts';

/*
 * The rules of company accounts (docs/product/companies.md, ADR 016), once, for the pages and the
 * server, which enforces every one of them in the transaction that places or pays an order.
 * Money is integer minor units throughout, of the company's currency (PRODUCT.md §17; USD
 * cents when the store set none).
 */

/** Minor units of `currency` as the messages print them. */
const printed = (minor: number, currency: string) => formatMoney(toMajor({ minor, currency }), currency);

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
  /** The company's currency, which every amount above is in (PRODUCT.md §17); absent: USD. */
  currency?: string;
}

/** Why an order waits for a company admin's approval, or undefined when it goes on at once. */
export function approvalReason(facts: ApprovalFacts): string | undefined {
  if (facts.role === 'admin') return undefined;
  if (facts.thresholdCents !== null && facts.orderCents > facts.thresholdCents)
    return m.approvalReasons.threshold(printed(facts.thresholdCents, facts.currency ?? 'USD'));
  if (facts.monthlyLimitCents !== null && facts.spentThisMonthCents + facts.orderCents > facts.monthlyLimitCents)
    return m.approvalReasons.monthlyLimit(printed(facts.monthlyLimitCents, facts.currency ?? 'USD'));
  return undefined;
}

export interface CreditFacts {
  terms: PaymentTerms | null;
  creditLimitCents: number;
  /** Outstanding on every open invoice on account. */
  openBalanceCents: number;
  hasOverdueInvoice: boolean;
  orderCents: number;
  /** The company's currency, which every amount above is in (PRODUCT.md §17); absent: USD. */
  currency?: string;
}

/** Why an order cannot be placed on account, or undefined when it can (the limit may be reached exactly). */
export function creditProblem(facts: CreditFacts): string | undefined {
  if (facts.terms === null) return m.creditProblems.noTerms;
  if (facts.hasOverdueInvoice) return m.creditProblems.overdue;
  const available = Math.max(0, facts.creditLimitCents - facts.openBalanceCents);
  if (facts.orderCents > available) return m.creditProblems.overLimit(printed(available, facts.currency ?? 'USD'));
  return undefined;
}
