import type { QueryClient } from '@tanstack/react-query';
import type { SeededQuery } from '#shared/server-rendering.ts';

/** The server-rendered page's queries into the browser's cache (docs/decisions/020). */
export function seedQueries(client: QueryClient, queries: readonly SeededQuery[]): void {
  for (const query of queries) client.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt });
}
