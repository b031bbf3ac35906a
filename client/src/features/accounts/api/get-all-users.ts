import { useQuery } from '@tanstack/react-query';
import type { UserSummary } from '#shared/accounts/account.schema.ts';
import { api } from '../../../lib/api-client.ts';

export const allUsersQueryKey = ['accounts', 'all-users'] as const;

/** GET /allUsers (admin, bearer token): every account with its role. */
export function getAllUsers(signal?: AbortSignal): Promise<UserSummary[]> {
  return api<UserSummary[]>('/allUsers', { signal });
}

export function useAllUsers() {
  return useQuery({ queryKey: allUsersQueryKey, queryFn: ({ signal }) => getAllUsers(signal) });
}
