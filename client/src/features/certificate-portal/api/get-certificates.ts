import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import {
  type CertificatesQuery,
  type PortalCertificate,
  portalCertificateSchema,
} from '#shared/certificate-portal/certificate-portal.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const certificateKeys = {
  all: ['certificates'] as const,
  list: (query: CertificatesQuery) => ['certificates', 'list', query] as const,
};

export interface CertificateList {
  items: PortalCertificate[];
  /** Certificates matching the search before paging (x-total-count). */
  total: number;
}

/** GET /certificates (PRODUCT.md §20): the certificates of the caller's orders, newest first. */
export async function getCertificates(query: CertificatesQuery, signal?: AbortSignal): Promise<CertificateList> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  const search = params.toString();
  const { data, headers } = await apiFetch<unknown>(`/certificates${search ? `?${search}` : ''}`, { signal });
  const items = z.array(portalCertificateSchema).parse(data);
  const total = Number(headers.get(totalCountHeader) ?? Number.NaN);
  return { items, total: Number.isInteger(total) ? total : items.length };
}

export function useCertificates(query: CertificatesQuery) {
  return useQuery({
    queryKey: certificateKeys.list(query),
    queryFn: ({ signal }) => getCertificates(query, signal),
    placeholderData: keepPreviousData,
  });
}
