import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { overviewSchema } from '#shared/stats/overview.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const overviewKey = ['stats', 'overview'] as const;

/**
 * The overview with the receivables of company accounts (docs/product/companies.md#the-stores-side):
 * dollars open and overdue on account. Optional, so an answer without them still reads.
 */
const overviewWithReceivables = overviewSchema.extend({
  receivables: z.object({ open: z.number(), overdue: z.number() }).optional(),
});
export type OverviewWithReceivables = z.infer<typeof overviewWithReceivables>;

/** GET /stats/overview (admins), read through the shared schema so the page and the API cannot drift. */
export async function getOverview(signal?: AbortSignal): Promise<OverviewWithReceivables> {
  const { data } = await apiFetch<unknown>('/stats/overview', { signal });
  return overviewWithReceivables.parse(data);
}

/** The figures change with every order: read them again whenever the page is opened. */
export function useOverview() {
  return useQuery({ queryKey: overviewKey, queryFn: ({ signal }) => getOverview(signal), staleTime: 0 });
}
