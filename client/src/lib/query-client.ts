import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { mutationErrorText, showErrorToast } from './mutation-errors.ts';

/** docs/product/rules.md#constants: 3 retries, exponential backoff capped at 30 s, cache time 5 minutes. */
export const queryDefaults = {
  retries: 3,
  maxRetryDelayMs: 30_000,
  gcTimeMs: 5 * 60_000,
} as const;

/** `showError` is the toast; tests pass a spy. */
export function createQueryClient(showError: (text: string) => void = showErrorToast): QueryClient {
  return new QueryClient({
    // The one error toast of every mutation; a mutation opts out or words it through `meta`.
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        const text = mutationErrorText(error, mutation.meta);
        if (text !== null) showError(text);
      },
    }),
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
