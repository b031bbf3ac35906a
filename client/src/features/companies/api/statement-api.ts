import { useQuery } from '@tanstack/react-query';
import type { CompanyInvoice } from '#shared/companies/company-answers.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** One open invoice on account, in its order's currency, as the statement and the store's company view list it. */
export type StatementInvoice = CompanyInvoice;

/** The answer of GET /companies/mine/statement, whose invoices name the amount `amount`. */
interface StatementAnswer {
  invoices: (Omit<StatementInvoice, 'total'> & { amount: number })[];
}

export interface Statement {
  invoices: StatementInvoice[];
}

export const statementKey = ['companies', 'mine', 'statement'] as const;

/** GET /companies/mine/statement (company admins): the open invoices and their totals. */
export function useStatement() {
  return useQuery({
    queryKey: statementKey,
    queryFn: async ({ signal }): Promise<Statement> => {
      const answer = await api<StatementAnswer>('/companies/mine/statement', { signal });
      // One shape with the store's company view (total), so one table shows both.
      return { invoices: answer.invoices.map(({ amount, ...invoice }) => ({ ...invoice, total: amount })) };
    },
    staleTime: 0,
  });
}
