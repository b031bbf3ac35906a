import { useSearchParams } from 'react-router';
import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import { isPurchaseOrderStatus } from './components/status-filter.tsx';

/** What an order list is narrowed by: GET /purchase-orders' own parameters (status, q, from, to). */
export interface OrderListFilters {
  status: PurchaseOrderStatus | undefined;
  q: string;
  /** Days placed, YYYY-MM-DD, both included; '' for none. */
  from: string;
  to: string;
}

export type OrderListChange = Partial<OrderListFilters> & { page?: number; after?: string | undefined };

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * My Orders' and Manage All Orders' filters in the URL (?status=&q=&from=&to=&page=), so Back from
 * an order returns to the same list, with the cursor Next reached the page by (?after=, read off
 * the index however deep the page). A change of filter starts from the first page.
 */
export function useOrderListParams() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filters: OrderListFilters = {
    status: isPurchaseOrderStatus(statusParam) ? statusParam : undefined,
    q: params.get('q') ?? '',
    from: isDay(params.get('from')) ? params.get('from')! : '',
    to: isDay(params.get('to')) ? params.get('to')! : '',
  };
  const parsed = Number(params.get('page') ?? '1');
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  const after = page > 1 ? (params.get('after') ?? undefined) : undefined;
  const update = (changes: OrderListChange) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
      if ('status' in changes) set('status', changes.status);
      if ('q' in changes) set('q', changes.q?.trim());
      if ('from' in changes) set('from', changes.from);
      if ('to' in changes) set('to', changes.to);
      set('page', changes.page && changes.page > 1 ? String(changes.page) : undefined);
      set('after', changes.page && changes.page > 1 ? changes.after : undefined);
      return next;
    });
  /** The API query's filter part: empty ones left out. */
  const query = {
    status: filters.status,
    q: filters.q.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  const filtered = Boolean(query.status || query.q || query.from || query.to);
  return { filters, query, filtered, page, after, update };
}
