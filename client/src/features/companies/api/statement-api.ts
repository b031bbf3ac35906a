import { useQuery } from '@tanstack/react-query';
import type { CompanyInvoice } from '#shared/companies/company-answers.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** One open invoice on account (dollars), as the statement and the store's company view list it. */
export type StatementInvoice = CompanyInvoice;

export interface Statement {
  invoices: StatementInvoice[];
}

export const statementKey = ['companies', 'mine', 'statement'] as const;

/** GET /companies/mine/statement (company admins): the open invoices and their totals. */
export function useStatement() {
  return useQuery({
    queryKey: statementKey,
    queryFn: ({ signal }) => api<Statement>('/companies/mine/statement', { signal }),
    staleTime: 0,
  });
}
