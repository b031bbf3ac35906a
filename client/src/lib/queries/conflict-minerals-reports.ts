import { useQuery } from '@tanstack/react-query';
import type { ConflictMineralsReport } from '#shared/compliance/conflict-minerals.schema.ts';
import { api } from '../api-client.ts';

/*
 * GET /compliance/conflict-minerals (public, PRODUCT.md §19): which metals have a conflict-minerals
 * report. The product page links its metal's; the settings panel lists them and uploads new ones,
 * refreshing this key, so both read the same answer.
 */
export const conflictMineralsReportsKey = ['compliance', 'conflict-minerals'] as const;

export function useConflictMineralsReports(enabled = true) {
  return useQuery({
    queryKey: conflictMineralsReportsKey,
    queryFn: ({ signal }) => api<ConflictMineralsReport[]>('/compliance/conflict-minerals', { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
