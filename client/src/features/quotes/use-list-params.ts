import { useSearchParams } from 'react-router';
import type { QuoteStatus } from '#shared/quotes/quote.schema.ts';
import { isQuoteStatus } from './components/quote-status-filter.tsx';

/** The list's status filter and page in the URL (?status=&page=), so Back from a quote returns to the same list. */
export function useQuoteListParams() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isQuoteStatus(statusParam) ? statusParam : undefined;
  const parsed = Number(params.get('page') ?? '1');
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  const update = (changes: { status?: QuoteStatus | undefined; page?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
      if ('status' in changes) set('status', changes.status);
      // A new filter starts from its first page.
      set('page', changes.page && changes.page > 1 ? String(changes.page) : undefined);
      return next;
    });
  return { status, page, update };
}

export const pageSize = 20;
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / pageSize));
