import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import type { Quote, QuoteQuery } from '#shared/quotes/quote.schema.ts';
import { api, apiFetch } from '../../../lib/api-client.ts';

/** ['quotes', …]: one invalidation refreshes every list and detail. */
export const quoteKeys = {
  all: ['quotes'] as const,
  list: (query: QuoteQuery) => ['quotes', 'list', query] as const,
  detail: (id: string) => ['quotes', 'detail', id] as const,
};

export interface QuoteList {
  items: Quote[];
  /** Quotes matching the query before paging (x-total-count). */
  total: number;
}

export function quoteListSearch(query: QuoteQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /quotes: the buyer's own; an admin's all (scope=mine for their own); newest first. */
export async function getQuotes(query: QuoteQuery, signal?: AbortSignal): Promise<QuoteList> {
  const { data, headers } = await apiFetch<Quote[]>(`/quotes${quoteListSearch(query)}`, { signal });
  const total = Number(headers.get(totalCountHeader) ?? Number.NaN);
  return { items: data, total: Number.isInteger(total) ? total : data.length };
}

export function useQuotes(query: QuoteQuery) {
  return useQuery({
    queryKey: quoteKeys.list(query),
    queryFn: ({ signal }) => getQuotes(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /quotes/{id}: its buyer or an admin. */
export function getQuote(id: string, signal?: AbortSignal): Promise<Quote> {
  return api<Quote>(`/quotes/${encodeURIComponent(id)}`, { signal });
}

export function useQuote(id: string) {
  return useQuery({ queryKey: quoteKeys.detail(id), queryFn: ({ signal }) => getQuote(id, signal) });
}
