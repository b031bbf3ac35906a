import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { storeCompanyPatchBodySchema } from '#shared/companies/company-vat.schema.ts';
import { api } from '../../../lib/api-client.ts';
import type { CompanySummary, StoreCompany } from '#shared/companies/company-answers.schema.ts';

export type { CompanySummary, StoreCompany };
export type StoreCompanyPatch = z.output<typeof storeCompanyPatchBodySchema>;

export const storeCompanyKeys = {
  all: ['companies', 'store'] as const,
  list: (q: string) => ['companies', 'store', 'list', q] as const,
  detail: (id: string) => ['companies', 'store', 'detail', id] as const,
};

/** GET /companies?q= (store admins): by name or a member's email; the first 100. */
export function useStoreCompanies(q: string) {
  return useQuery({
    queryKey: storeCompanyKeys.list(q),
    queryFn: ({ signal }) =>
      api<CompanySummary[]>(`/companies?pageSize=100${q ? `&q=${encodeURIComponent(q)}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /companies/{id} (store admins): with its invoices. */
export function useStoreCompany(id: string) {
  return useQuery({
    queryKey: storeCompanyKeys.detail(id),
    queryFn: ({ signal }) => api<StoreCompany>(`/companies/${encodeURIComponent(id)}`, { signal }),
  });
}

/** PATCH /companies/{id}: payment terms, credit limit, contract discount and currency. */
export function usePatchStoreCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StoreCompanyPatch }) =>
      api<StoreCompany>(`/companies/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
