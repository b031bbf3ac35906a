import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type OutboxMessage, outboxMessageSchema, type OutboxStatus } from '#shared/outbox/outbox.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (status: OutboxStatus | undefined) => ['outbox', 'list', status ?? 'all'] as const,
};

/** GET /outbox (admins), read through the shared schema so the page and the API cannot drift. */
export async function getOutbox(status: OutboxStatus | undefined, signal?: AbortSignal): Promise<OutboxMessage[]> {
  const query = status ? `?status=${status}` : '';
  const { data } = await apiFetch<unknown>(`/outbox${query}`, { signal });
  return z.array(outboxMessageSchema).parse(data);
}

/** Messages move on their own (the worker): read again when the page is opened and every 10 s. */
export function useOutbox(status: OutboxStatus | undefined) {
  return useQuery({
    queryKey: outboxKeys.list(status),
    queryFn: ({ signal }) => getOutbox(status, signal),
    staleTime: 0,
    refetchInterval: 10_000,
  });
}
