import type { Kysely } from 'kysely';
import { approvalReason, creditProblem, dueDateOf } from '#shared/companies/company-rules.ts';
import { companyOrders } from '#shared/messages/company-orders.ts';
import type { SellingCurrency } from '#shared/money/currency.ts';
import type { PaymentMethod, PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http-errors.ts';
import { companyBalances, companyCurrencyOf, inCompanyCurrency, spentThisMonthCents } from '../companies/index.ts';
import type { Membership } from '../companies/index.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';

export interface CompanyTerms {
  status: PurchaseOrderStatus;
  /** Why the order waits for a company admin, or undefined. */
  approvalReason: string | undefined;
  paymentTerms: Membership['paymentTerms'];
  /** Set when the invoice on account is issued: at once, or when the order is approved. */
  dueDate: string | null;
}

const noTerms: CompanyTerms = { status: 'unpaid', approvalReason: undefined, paymentTerms: null, dueDate: null };

/**
 * Where a new order starts (docs/product/companies.md): a company buyer's order that
 * `approvalReason` holds waits in `pending_approval`; an order on account must pass
 * `creditProblem` (a 400 that rolls back the stock just taken) and is `confirmed`, its invoice due
 * `dueDateOf` the terms, unless it waits for approval first (its credit is then held: the open
 * balance of `companyBalances` counts it, and its due date is set when it is approved); anything
 * else is `unpaid`. Every comparison is in the company's currency (PRODUCT.md §17): the order's
 * amounts are converted by `inCompanyCurrency` (through the base at the order's rate, then at
 * today's), which leaves them as they are when the order is in the company's currency.
 */
export async function applyCompanyTerms(
  trx: Kysely<Database>,
  input: {
    membership: Membership | undefined;
    buyerId: string;
    paymentMethod: PaymentMethod;
    /** Goods, what the approval threshold and the monthly limit count. */
    goodsCents: number;
    /** Goods + tax + freight charged: what the credit limit counts (the freight when it is set, if pending). */
    totalCents: number;
    /** Freight still to be quoted: an order on account is invoiced when it is set, not before. */
    freightPending: boolean;
    now: Date;
    /** The order's currency and the rate frozen on it: the amounts above are in it (PRODUCT.md §17). */
    order: SellingCurrency;
    /** The currency settings read in the placing transaction: the company's rate today. */
    currencies: CurrencySettings;
  },
): Promise<CompanyTerms> {
  const { membership, now } = input;
  if (!membership) return noTerms;
  const onAccount = input.paymentMethod === 'account';
  const company = companyCurrencyOf(input.currencies, membership.currency);
  const inCompany = (minor: number) =>
    inCompanyCurrency({ minor, currency: input.order.currency, exchangeRate: input.order.perBase }, company);
  if (onAccount) {
    // Every invoice on account still owed, and the orders on account still waiting for approval:
    // their credit is held from the moment they are placed, so approving them never overshoots.
    const { openBalanceCents, hasOverdueInvoice } = await companyBalances(
      trx,
      membership.companyId,
      now.toISOString().slice(0, 10),
      input.currencies,
    );
    const problem = creditProblem({
      terms: membership.paymentTerms,
      creditLimitCents: membership.creditLimitCents,
      orderCents: inCompany(input.totalCents),
      openBalanceCents,
      hasOverdueInvoice,
      currency: company.currency,
    });
    if (problem) throw badRequest(problem);
  }
  const reason =
    membership.role === 'buyer'
      ? approvalReason({
          role: membership.role,
          orderCents: inCompany(input.goodsCents),
          thresholdCents: membership.approvalThresholdCents,
          spentThisMonthCents: await spentThisMonthCents(trx, input.buyerId, now, input.currencies),
          monthlyLimitCents: membership.monthlyLimitCents,
          currency: company.currency,
        })
      : undefined;
  const paymentTerms = onAccount ? membership.paymentTerms : null;
  if (reason) return { status: 'pending_approval', approvalReason: reason, paymentTerms, dueDate: null };
  if (!onAccount) return noTerms;
  // PRODUCT.md §16: the invoice (and its due date) waits for the freight the store still quotes.
  if (input.freightPending) return { status: 'confirmed', approvalReason: undefined, paymentTerms, dueDate: null };
  const dueDate = dueDateOf(now.toISOString(), paymentTerms!);
  return { status: 'confirmed', approvalReason: undefined, paymentTerms, dueDate };
}

/** The `invoiced` event's note: "On account, Net 30, due 2026-12-23". */
export function invoicedNote(head: Pick<PurchaseOrderRow, 'payment_terms' | 'due_date'>): string {
  return companyOrders.placedOnAccount(companyOrders.termsWords[head.payment_terms!], head.due_date!);
}
