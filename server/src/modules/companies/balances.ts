import { type Kysely, sql } from 'kysely';
import { isOverdue } from '#shared/companies/company-rules.ts';
import type { Database } from '../../db/database.ts';

/*
 * What a company owes and what a member has spent, read in one place (ADR 016) so that
 * GET /companies/mine, the store's company page and the checkout's approval and credit checks
 * (placePurchaseOrder, which passes its transaction) agree to the cent. Money is integer cents.
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
    .select(['id', 'number', 'po_number', 'created_at', 'due_date', 'total_cents', 'amount_paid_cents'])
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
    };
  });
}

export interface CompanyBalances {
  /** Still owed on every invoice on account. */
  openBalanceCents: number;
  /** The part of it on invoices past their due day. */
  overdueBalanceCents: number;
  hasOverdueInvoice: boolean;
}

/**
 * The company's open and overdue balance on `today` (YYYY-MM-DD, UTC). Pass the checkout's
 * transaction (after locking the company row on PostgreSQL) to check the credit limit inside it.
 */
export async function companyBalances(
  db: Kysely<Database>,
  companyId: string,
  today: string,
): Promise<CompanyBalances> {
  const invoices = await companyInvoices(db, companyId, today);
  let openBalanceCents = 0;
  let overdueBalanceCents = 0;
  for (const invoice of invoices) {
    openBalanceCents += invoice.outstandingCents;
    if (invoice.overdue) overdueBalanceCents += invoice.outstandingCents;
  }
  return { openBalanceCents, overdueBalanceCents, hasOverdueInvoice: overdueBalanceCents > 0 };
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
 * spending limit is measured against (`approvalReason`). Orders the account placed on its own, or
 * for a company it has left, do not count. Several members at once: `spentThisMonthByMember`.
 */
export async function spentThisMonthCents(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const spent = await spentThisMonthByMember(db, [userId], now);
  return spent.get(userId) ?? 0;
}

/** `spentThisMonthCents` for several members in one query; members without orders are absent. */
export async function spentThisMonthByMember(
  db: Kysely<Database>,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const { from, to } = monthBounds(now);
  const rows = await db
    .selectFrom('purchase_orders')
    .innerJoin('company_members', (join) =>
      join
        .onRef('company_members.user_id', '=', 'purchase_orders.buyer_id')
        .onRef('company_members.company_id', '=', 'purchase_orders.company_id'),
    )
    .select(['company_members.user_id as userId', (eb) => eb.fn.sum<string | number>('total_cents').as('spent')])
    .where('company_members.user_id', 'in', userIds)
    .where('purchase_orders.created_at', '>=', from)
    .where('purchase_orders.created_at', '<', to)
    .where(sql<boolean>`purchase_orders.status not in (${sql.join(closedStatuses)})`)
    .groupBy('company_members.user_id')
    .execute();
  return new Map(rows.map((row) => [row.userId, Number(row.spent ?? 0)]));
}
