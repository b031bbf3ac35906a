import { useQuery } from '@tanstack/react-query';
import { type Overview, overviewSchema } from '#shared/stats/overview.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const overviewKey = ['stats', 'overview'] as const;

/** GET /stats/overview (admins), read through the shared schema so the page and the API cannot drift. */
export async function getOverview(signal?: AbortSignal): Promise<Overview> {
  const { data } = await apiFetch<unknown>('/stats/overview', { signal });
  return overviewSchema.parse(data);
}

/** The figures change with every order: read them again whenever the page is opened. */
export function useOverview() {
  return useQuery({ queryKey: overviewKey, queryFn: ({ signal }) => getOverview(signal), staleTime: 0 });
}
