import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One open invoice on account, as the statement shows it (dollars). */
export interface StatementInvoice {
  _id: string;
  number: string;
  poNumber: string | null;
  createdAt: string;
  dueDate: string | null;
  amount: number;
  paid: number;
  outstanding: number;
  overdue: boolean;
}

export interface Statement {
  invoices: StatementInvoice[];
  totals: { amount: number; paid: number; outstanding: number; overdue?: number };
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
