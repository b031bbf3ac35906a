import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxExemption, TaxExemptionFields } from '#shared/tax-standing/tax-exemption.schema.ts';
import { api } from '../../../lib/api-client.ts';

/*
 * Tax exemption certificates (PRODUCT.md §16, docs/product/companies.md#tax): the company admin's
 * list and upload, the store's list and decisions. One key per company; `mine` for the caller's.
 */
export type { TaxExemption, TaxExemptionFields };

export const taxExemptionKeys = {
  all: ['tax-exemptions'] as const,
  of: (companyId: string | 'mine') => ['tax-exemptions', companyId] as const,
};

const listPath = (companyId: string | 'mine') =>
  companyId === 'mine'
    ? '/companies/mine/tax-exemptions'
    : `/companies/${encodeURIComponent(companyId)}/tax-exemptions`;

/** GET /companies/mine/tax-exemptions (company admin) or /companies/{id}/tax-exemptions (store admin). */
export function useTaxExemptions(companyId: string | 'mine') {
  return useQuery({
    queryKey: taxExemptionKeys.of(companyId),
    queryFn: ({ signal }) => api<TaxExemption[]>(listPath(companyId), { signal }),
  });
}

/** The multipart body: the fields first, then the PDF under `file` (the server reads the fields as they come). */
export function exemptionFormData(fields: TaxExemptionFields, file: File): FormData {
  const form = new FormData();
  if (fields.region) form.set('region', fields.region);
  if (fields.country) form.set('country', fields.country);
  form.set('number', fields.number);
  form.set('reason', fields.reason);
  form.set('expiresOn', fields.expiresOn);
  form.set('file', file, file.name);
  return form;
}

/** POST /companies/mine/tax-exemptions: starts pending. */
export function useUploadExemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: TaxExemptionFields; file: File }) =>
      api<TaxExemption>('/companies/mine/tax-exemptions', { method: 'POST', body: exemptionFormData(fields, file) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxExemptionKeys.all }),
  });
}

/** POST /tax-exemptions/{id}/approve|reject (store admins). */
export function useDecideExemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      api<TaxExemption>(`/tax-exemptions/${encodeURIComponent(id)}/${decision}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxExemptionKeys.all }),
  });
}
