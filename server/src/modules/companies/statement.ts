import { z } from 'zod';
import type { Kysely } from 'kysely';
import { isOverdue } from '#shared/companies/company-rules.ts';
import { companyOrders as t } from '#shared/messages/company-orders.ts';
import { toMajor } from '#shared/money/amount.ts';
import { inBaseMinor, totalsByCurrency } from '#shared/money/in-base.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { readSettings } from '../settings/index.ts';
import { openInvoicesOf } from './ledger.ts';
import { membershipOf } from './membership.ts';

const invoiceSchema = z.object({
  _id: z.string(),
  /** The invoice's number is the order's: RM-000123. */
  number: z.string(),
  poNumber: z.string().nullable(),
  date: z.string(),
  dueDate: z.string().nullable(),
  amount: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  overdue: z.boolean(),
  /** The order's currency (PRODUCT.md §17): the amounts above are in its major units. */
  currency: z.string(),
});

const totalsSchema = z.object({ amount: z.number(), paid: z.number(), outstanding: z.number(), overdue: z.number() });

/**
 * GET /companies/mine/statement: the company's open invoices on account, each in its order's
 * currency, and their totals. `totals` is in `currency`: the invoices' one currency (the base when
 * there are none); when they are in several, the base, each invoice converted at its order's frozen
 * rate. `totalsByCurrency` sums each currency on its own, as an accounts department pays them.
 */
export const statementSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  date: z.string(),
  invoices: z.array(invoiceSchema),
  totals: totalsSchema,
  currency: z.string(),
  totalsByCurrency: z.array(totalsSchema.extend({ currency: z.string() })),
});
export type Statement = z.infer<typeof statementSchema>;

const keys = ['amount', 'paid', 'outstanding', 'overdue'] as const;
type Sums = Record<(typeof keys)[number], number>;

const majorSums = (minor: Sums, currency: string) =>
  Object.fromEntries(keys.map((key) => [key, toMajor({ minor: minor[key], currency })])) as Sums;

/** The statement of the viewer's company; 404 in none, 403 for a member who is not its admin. */
export async function statementOf(db: Kysely<Database>, viewer: Viewer, today: string): Promise<Statement> {
  const membership = await membershipOf(db, viewer.id);
  if (!membership) throw notFound(t.noCompany);
  if (membership.role !== 'admin') throw forbidden(t.notCompanyAdmin);
  const [rows, currencies] = await Promise.all([
    openInvoicesOf(db, membership.companyId),
    readSettings(db, 'currencies'),
  ]);
  const { base } = currencies;
  const sums = rows.map((row) => {
    const outstanding = row.total_cents - row.amount_paid_cents;
    const overdue = row.due_date !== null && isOverdue(row.due_date, outstanding, today);
    const minor: Sums = {
      amount: row.total_cents,
      paid: row.amount_paid_cents,
      outstanding,
      overdue: overdue ? outstanding : 0,
    };
    return { row, overdue, minor, currency: row.currency };
  });
  const invoices = sums.map(({ row, overdue, minor, currency }) => ({
    _id: row.id,
    number: formatOrderNumber(row.number),
    poNumber: row.po_number,
    date: row.created_at.slice(0, 10),
    dueDate: row.due_date,
    amount: toMajor({ minor: minor.amount, currency }),
    paid: toMajor({ minor: minor.paid, currency }),
    outstanding: toMajor({ minor: minor.outstanding, currency }),
    overdue,
    currency,
  }));
  const byCurrency = totalsByCurrency(sums, keys);
  const single = byCurrency.length === 1 ? byCurrency[0]! : undefined;
  const currency = single?.currency ?? base;
  const totals = single
    ? majorSums(single.minor, currency)
    : majorSums(
        Object.fromEntries(
          keys.map((key) => [
            key,
            sums.reduce(
              (total, { row, minor }) =>
                total + inBaseMinor({ minor: minor[key], currency: row.currency, perBase: row.exchange_rate }, base),
              0,
            ),
          ]),
        ) as Sums,
        base,
      );
  return {
    companyId: membership.companyId,
    companyName: membership.companyName,
    date: today,
    invoices,
    totals,
    currency,
    totalsByCurrency: byCurrency.map((entry) => ({
      ...majorSums(entry.minor, entry.currency),
      currency: entry.currency,
    })),
  };
}
