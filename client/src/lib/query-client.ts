import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** SPEC.md §9: 3 retries, exponential backoff capped at 30 s, cache time 5 minutes. */
export const queryDefaults = {
  retries: 3,
  maxRetryDelayMs: 30_000,
  gcTimeMs: 5 * 60_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; only network and server failures are retried.
        retry: (failureCount, error) =>
          failureCount < queryDefaults.retries &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, queryDefaults.maxRetryDelayMs),
        gcTime: queryDefaults.gcTimeMs,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
