import { type Kysely, sql } from 'kysely';
import { isOverdue } from '#shared/companies/company-rules.ts';
import type { SellingCurrency } from '#shared/money/currency.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import type { Database } from '../../db/database.ts';
import { readSettings } from '../settings/index.ts';
import { companyCurrency, companyCurrencyOf, inCompanyCurrency } from './company-currency.ts';

/*
 * What a company owes and what a member has spent, read in one place (ADR 016) so that
 * GET /companies/mine, the store's company page and the checkout's approval and credit checks
 * (placePurchaseOrder, which passes its transaction) agree to the cent. Money is integer minor
 * units: an invoice's of its own currency; a balance or a month's spending of the company's,
 * each order converted by `inCompanyCurrency` (PRODUCT.md §17).
 */

/**
 * Orders that no longer count: cancelled (also an unpaid order timed out) and rejected by a company
 * admin. Strings rather than the shared status enum because `rejected` joins it with approvals.
 */
const closedStatuses = ['cancelled', 'rejected'];

export interface CompanyInvoice {
  id: string;
  number: number;
  poNumber: string | null;
  /** ISO timestamp the order was placed. */
  createdAt: string;
  /** YYYY-MM-DD. */
  dueDate: string | null;
  totalCents: number;
  paidCents: number;
  outstandingCents: number;
  overdue: boolean;
  /** The invoice's currency (its order's) and the rate frozen on it; the amounts above are in it. */
  currency: string;
  exchangeRate: string;
}

/**
 * The company's invoices on account (purchase orders paid on account, not cancelled or rejected),
 * newest first, each with what is still owed and whether it is overdue on `today` (YYYY-MM-DD, UTC).
 */
export async function companyInvoices(
  db: Kysely<Database>,
  companyId: string,
  today: string,
): Promise<CompanyInvoice[]> {
  const rows = await db
    .selectFrom('purchase_orders')
    .select([
      'id',
      'number',
      'po_number',
      'created_at',
      'due_date',
      'total_cents',
      'amount_paid_cents',
      'currency',
      'exchange_rate',
    ])
    .where('company_id', '=', companyId)
    // `account` joins the shared payment methods with pay on account (ADR 016).
    .where(sql<boolean>`payment_method = ${'account'}`)
    .where(sql<boolean>`status not in (${sql.join(closedStatuses)})`)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .execute();
  return rows.map((row) => {
    const totalCents = Number(row.total_cents);
    const paidCents = Number(row.amount_paid_cents);
    const outstandingCents = totalCents - paidCents;
    return {
      id: row.id,
      number: Number(row.number),
      poNumber: row.po_number,
      createdAt: row.created_at,
      dueDate: row.due_date,
      totalCents,
      paidCents,
      outstandingCents,
      overdue: row.due_date !== null && isOverdue(row.due_date, outstandingCents, today),
      currency: row.currency,
      exchangeRate: row.exchange_rate,
    };
  });
}

export interface CompanyBalances {
  /** Still owed on every invoice on account, in `currency`. */
  openBalanceCents: number;
  /** The part of it on invoices past their due day. */
  overdueBalanceCents: number;
  hasOverdueInvoice: boolean;
  /** The company's currency (PRODUCT.md §17), which both balances are in. */
  currency: string;
}

/**
 * The company's open and overdue balance on `today` (YYYY-MM-DD, UTC), in its currency: each
 * invoice's outstanding converted by `inCompanyCurrency`, then summed. Pass the checkout's
 * transaction (after locking the company row on PostgreSQL) and the settings it read to check the
 * credit limit inside it.
 */
export async function companyBalances(
  db: Kysely<Database>,
  companyId: string,
  today: string,
  settings?: CurrencySettings,
): Promise<CompanyBalances> {
  const [invoices, company] = await Promise.all([
    companyInvoices(db, companyId, today),
    companyCurrency(db, companyId, settings),
  ]);
  let openBalanceCents = 0;
  let overdueBalanceCents = 0;
  for (const invoice of invoices) {
    const outstanding = inCompanyCurrency(
      { minor: invoice.outstandingCents, currency: invoice.currency, exchangeRate: invoice.exchangeRate },
      company,
    );
    openBalanceCents += outstanding;
    if (invoice.overdue) overdueBalanceCents += outstanding;
  }
  return {
    openBalanceCents,
    overdueBalanceCents,
    hasOverdueInvoice: overdueBalanceCents > 0,
    currency: company.currency,
  };
}

/** The first instant of `now`'s calendar month (UTC) and of the next one, as ISO strings. */
export function monthBounds(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * What the member's orders for their company total this calendar month (UTC), however paid and
 * including those waiting for approval, except cancelled and rejected ones: what a monthly
 * spending limit is measured against (`approvalReason`), in the company's currency. Orders the
 * account placed on its own, or for a company it has left, do not count. Several members at once:
 * `spentThisMonthByMember`.
 */
export async function spentThisMonthCents(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  settings?: CurrencySettings,
): Promise<number> {
  const spent = await spentThisMonthByMember(db, [userId], now, settings);
  return spent.get(userId) ?? 0;
}

/**
 * `spentThisMonthCents` for several members in one query; members without orders are absent.
 * Summed per currency and rate in SQL, then each sum converted into the member's company's
 * currency (`inCompanyCurrency`): a month of orders in one currency sums exactly as before.
 */
export async function spentThisMonthByMember(
  db: Kysely<Database>,
  userIds: readonly string[],
  now: Date,
  settings?: CurrencySettings,
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const { from, to } = monthBounds(now);
  const [rows, currencies] = await Promise.all([
    db
      .selectFrom('purchase_orders')
      .innerJoin('company_members', (join) =>
        join
          .onRef('company_members.user_id', '=', 'purchase_orders.buyer_id')
          .onRef('company_members.company_id', '=', 'purchase_orders.company_id'),
      )
      .innerJoin('companies', 'companies.id', 'company_members.company_id')
      .select([
        'company_members.user_id as userId',
        'companies.currency as companyCurrency',
        'purchase_orders.currency as currency',
        'purchase_orders.exchange_rate as exchangeRate',
        (eb) => eb.fn.sum<string | number>('total_cents').as('spent'),
      ])
      .where('company_members.user_id', 'in', userIds)
      .where('purchase_orders.created_at', '>=', from)
      .where('purchase_orders.created_at', '<', to)
      .where(sql<boolean>`purchase_orders.status not in (${sql.join(closedStatuses)})`)
      .groupBy([
        'company_members.user_id',
        'companies.currency',
        'purchase_orders.currency',
        'purchase_orders.exchange_rate',
      ])
      .execute(),
    settings ?? readSettings(db, 'currencies'),
  ]);
  const spent = new Map<string, number>();
  const companies = new Map<string | null, SellingCurrency>();
  for (const row of rows) {
    let company = companies.get(row.companyCurrency);
    if (!company) companies.set(row.companyCurrency, (company = companyCurrencyOf(currencies, row.companyCurrency)));
    const amount = { minor: Number(row.spent ?? 0), currency: row.currency, exchangeRate: row.exchangeRate };
    spent.set(row.userId, (spent.get(row.userId) ?? 0) + inCompanyCurrency(amount, company));
  }
  return spent;
}
