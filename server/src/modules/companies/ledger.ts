import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/*
 * What a company owes the store (docs/product/companies.md#paying-on-account), read from the
 * purchase order heads: an invoice on account is issued once the order is confirmed and stays open
 * until amount_paid_cents reaches its total. Money in integer cents, summed in JavaScript from
 * integers (PostgreSQL's bigint arrives as a string).
 */

/** Statuses whose invoice on account is issued and may still be owed. */
export const invoicedStatuses = ['confirmed', 'paid', 'in_production', 'shipped', 'delivered'] as const;

export interface OpenInvoiceRow {
  id: string;
  number: number;
  po_number: string | null;
  created_at: string;
  due_date: string | null;
  total_cents: number;
  amount_paid_cents: number;
}

/** The company's open invoices on account (something still owed), oldest due first. */
export async function openInvoicesOf(db: Kysely<Database>, companyId: string): Promise<OpenInvoiceRow[]> {
  const rows = await db
    .selectFrom('purchase_orders')
    .select(['id', 'number', 'po_number', 'created_at', 'due_date', 'total_cents', 'amount_paid_cents'])
    .where('company_id', '=', companyId)
    .where('payment_method', '=', 'account')
    .where('status', 'in', invoicedStatuses)
    .whereRef('amount_paid_cents', '<', 'total_cents')
    .orderBy('due_date')
    .orderBy('number')
    .execute();
  return rows.map((row) => ({
    ...row,
    number: Number(row.number),
    total_cents: Number(row.total_cents),
    amount_paid_cents: Number(row.amount_paid_cents),
  }));
}

/**
 * What the credit check counts against the limit: every open invoice, plus the orders on account
 * still waiting for approval (their stock is taken and an approval must not overshoot the limit,
 * so their credit is held from the moment they are placed; a rejection or expiry releases it).
 * Read inside the checkout's transaction after the company row is locked (PostgreSQL).
 */
export async function creditFactsOf(
  db: Kysely<Database>,
  companyId: string,
  today: string,
): Promise<{ openBalanceCents: number; hasOverdueInvoice: boolean }> {
  const rows = await db
    .selectFrom('purchase_orders')
    .select(['status', 'due_date', 'total_cents', 'amount_paid_cents'])
    .where('company_id', '=', companyId)
    .where('payment_method', '=', 'account')
    .where('status', 'in', [...invoicedStatuses, 'pending_approval'])
    .whereRef('amount_paid_cents', '<', 'total_cents')
    .execute();
  let openBalanceCents = 0;
  let hasOverdueInvoice = false;
  for (const row of rows) {
    openBalanceCents += Number(row.total_cents) - Number(row.amount_paid_cents);
    if (row.status !== 'pending_approval' && row.due_date !== null && today > row.due_date) hasOverdueInvoice = true;
  }
  return { openBalanceCents, hasOverdueInvoice };
}

/** The first day (UTC) of `now`'s month, as an ISO time the heads' created_at compare with. */
export function monthStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/**
 * What a member's purchase orders of the calendar month (UTC) total, not counting cancelled or
 * rejected ones; orders still waiting for approval count, so two of them cannot both slip under
 * the monthly limit.
 */
export async function spentThisMonthOf(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const rows = await db
    .selectFrom('purchase_orders')
    .select('total_cents')
    .where('buyer_id', '=', userId)
    .where('created_at', '>=', monthStart(now))
    .where('status', 'not in', ['cancelled', 'rejected'])
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.total_cents), 0);
}

/** The store's receivables (GET /stats/overview): every open invoice, and the overdue part, in cents. */
export async function receivablesCents(
  db: Kysely<Database>,
  today: string,
): Promise<{ open: number; overdue: number }> {
  const rows = await db
    .selectFrom('purchase_orders')
    .select(['due_date', 'total_cents', 'amount_paid_cents'])
    .where('payment_method', '=', 'account')
    .where('status', 'in', invoicedStatuses)
    .whereRef('amount_paid_cents', '<', 'total_cents')
    .execute();
  let open = 0;
  let overdue = 0;
  for (const row of rows) {
    const owed = Number(row.total_cents) - Number(row.amount_paid_cents);
    open += owed;
    if (row.due_date !== null && today > row.due_date) overdue += owed;
  }
  return { open, overdue };
}
