import type { Kysely } from 'kysely';
import { inBaseMinor } from '#shared/money/in-base.ts';
import type { Database } from '../../db/database.ts';

/*
 * The invoices on account the statement, the reminder and the overview read
 * (docs/product/companies.md#paying-on-account): an invoice is issued once its order is confirmed
 * and stays open until amount_paid_cents reaches its total. The company's balances and a member's
 * month are in balances.ts (one place with GET /companies/mine and the checkout's checks). Money
 * in integer cents, summed in JavaScript (PostgreSQL's bigint arrives as a string).
 */

/** Statuses whose invoice on account is issued and may still be owed. */
export const invoicedStatuses = [
  'confirmed',
  'paid',
  'in_production',
  'partially_shipped',
  'shipped',
  'delivered',
] as const;

export interface OpenInvoiceRow {
  id: string;
  number: number;
  po_number: string | null;
  created_at: string;
  due_date: string | null;
  total_cents: number;
  amount_paid_cents: number;
  /** The order's currency and its frozen rate to the base (PRODUCT.md §17): the cents above are its minor units. */
  currency: string;
  exchange_rate: string;
}

/** The company's open invoices on account (something still owed), oldest due first. */
export async function openInvoicesOf(db: Kysely<Database>, companyId: string): Promise<OpenInvoiceRow[]> {
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
 * The store's receivables (GET /stats/overview): every open invoice, and the overdue part, in
 * minor units of the `base` currency, each invoice converted at its order's frozen rate (PRODUCT.md §17).
 */
export async function receivablesCents(
  db: Kysely<Database>,
  today: string,
  base: string,
): Promise<{ open: number; overdue: number }> {
  const rows = await db
    .selectFrom('purchase_orders')
    .select(['due_date', 'total_cents', 'amount_paid_cents', 'currency', 'exchange_rate'])
    .where('payment_method', '=', 'account')
    .where('status', 'in', invoicedStatuses)
    .whereRef('amount_paid_cents', '<', 'total_cents')
    .execute();
  let open = 0;
  let overdue = 0;
  for (const row of rows) {
    const owed = inBaseMinor(
      {
        minor: Number(row.total_cents) - Number(row.amount_paid_cents),
        currency: row.currency,
        perBase: row.exchange_rate,
      },
      base,
    );
    open += owed;
    if (row.due_date !== null && today > row.due_date) overdue += owed;
  }
  return { open, overdue };
}
