import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardCell } from '#shared/catalog/product-csv.ts';
import { isOverdue } from '#shared/companies/company-rules.ts';
import { companyOrders as t } from '#shared/messages/company-orders.ts';
import { centsToDollars } from '#shared/money.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import type { Viewer } from '../../plugins/viewer.ts';
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
});

/** GET /companies/mine/statement: the company's open invoices on account and their totals (dollars). */
export const statementSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  date: z.string(),
  invoices: z.array(invoiceSchema),
  totals: z.object({ amount: z.number(), paid: z.number(), outstanding: z.number(), overdue: z.number() }),
});
export type Statement = z.infer<typeof statementSchema>;

/** The statement of the viewer's company; 404 in none, 403 for a member who is not its admin. */
async function statementOf(db: Kysely<Database>, viewer: Viewer, today: string): Promise<Statement> {
  const membership = await membershipOf(db, viewer.id);
  if (!membership) throw notFound(t.noCompany);
  if (membership.role !== 'admin') throw forbidden(t.notCompanyAdmin);
  const rows = await openInvoicesOf(db, membership.companyId);
  const totals = { amount: 0, paid: 0, outstanding: 0, overdue: 0 };
  const invoices = rows.map((row) => {
    const outstanding = row.total_cents - row.amount_paid_cents;
    const overdue = row.due_date !== null && isOverdue(row.due_date, outstanding, today);
    totals.amount += row.total_cents;
    totals.paid += row.amount_paid_cents;
    totals.outstanding += outstanding;
    if (overdue) totals.overdue += outstanding;
    return {
      _id: row.id,
      number: formatOrderNumber(row.number),
      poNumber: row.po_number,
      date: row.created_at.slice(0, 10),
      dueDate: row.due_date,
      amount: centsToDollars(row.total_cents),
      paid: centsToDollars(row.amount_paid_cents),
      outstanding: centsToDollars(outstanding),
      overdue,
    };
  });
  return {
    companyId: membership.companyId,
    companyName: membership.companyName,
    date: today,
    invoices,
    totals: {
      amount: centsToDollars(totals.amount),
      paid: centsToDollars(totals.paid),
      outstanding: centsToDollars(totals.outstanding),
      overdue: centsToDollars(totals.overdue),
    },
  };
}

const money = (dollars: number) => dollars.toFixed(2);

/**
 * The company's statement (docs/product/companies.md#statement), for its admins: JSON for the
 * page, CSV to download. Registered apart from the company routes (one file per concern).
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorAnswers(401, 403, 404);
  const tags = ['companies'];
  const today = () => app.config.now().toISOString().slice(0, 10);

  app.get(
    '/companies/mine/statement',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The caller's company's open invoices on account with totals (company admins)",
        response: { 200: statementSchema, ...errors },
        security: bearerSecurity,
      },
    },
    async (request) => statementOf(app.db, await app.requireViewer(request), today()),
  );

  app.get(
    '/companies/mine/statement.csv',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The caller's company's statement as CSV (company admins)",
        produces: ['text/csv'],
        response: { 200: z.string().describe('The statement, text/csv'), ...errors },
        security: bearerSecurity,
      },
    },
    async (request, reply) => {
      const statement = await statementOf(app.db, await app.requireViewer(request), today());
      const rows = statement.invoices.map((invoice) => [
        invoice.number,
        // The buyer's own text: a spreadsheet must not run it as a formula.
        guardCell(invoice.poNumber ?? ''),
        invoice.date,
        invoice.dueDate ?? '',
        money(invoice.amount),
        money(invoice.paid),
        money(invoice.outstanding),
        invoice.overdue ? 'yes' : 'no',
      ]);
      const { totals } = statement;
      rows.push([
        'Total',
        '',
        '',
        '',
        money(totals.amount),
        money(totals.paid),
        money(totals.outstanding),
        money(totals.overdue),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${statement.date}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(stringify(rows, { header: true, columns: [...t.statementCsvHeader] }));
    },
  );
};
