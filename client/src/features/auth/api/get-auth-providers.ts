import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AuthProviders } from '#shared/answers.schema.ts';

/** GET /auth/providers: whether Google sign-in is set up on this store. */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => api<AuthProviders>('/auth/providers', { signal }),
    staleTime: Infinity,
  });
}
