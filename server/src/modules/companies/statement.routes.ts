import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardCell } from '#shared/catalog/product-csv.ts';
import { companyOrders as t } from '#shared/messages/company-orders.ts';
import { minorDigits } from '#shared/settings/currencies.schema.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { statementOf, statementSchema } from './statement.ts';

/** An amount as the CSV writes it: a plain number with its currency's decimals (12.50, 1868). */
const money = (major: number, currency: string) => major.toFixed(minorDigits(currency));

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
        money(invoice.amount, invoice.currency),
        money(invoice.paid, invoice.currency),
        money(invoice.outstanding, invoice.currency),
        invoice.overdue ? 'yes' : 'no',
        invoice.currency,
      ]);
      // One total per currency (PRODUCT.md §17): yen and euros are not added up.
      const totals = statement.totalsByCurrency.length
        ? statement.totalsByCurrency
        : [{ ...statement.totals, currency: statement.currency }];
      for (const total of totals) {
        rows.push([
          'Total',
          '',
          '',
          '',
          money(total.amount, total.currency),
          money(total.paid, total.currency),
          money(total.outstanding, total.currency),
          money(total.overdue, total.currency),
          total.currency,
        ]);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${statement.date}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(stringify(rows, { header: true, columns: [...t.statementCsvHeader] }));
    },
  );
};
