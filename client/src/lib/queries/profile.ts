import { useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/accounts/account.schema.ts';
import { api } from '../api-client.ts';

/** Every profile read: what an order that saved its ship-to makes stale. */
export const profileQueriesKey = ['accounts', 'profile'] as const;
export const profileQueryKey = (email: string) => [...profileQueriesKey, email] as const;

/** Shared by the profile page and the checkout (prefilled ship-to and phone). GET /user/{email}: docs/product/api.md#resources sends the profile as a list; the first record is the profile. */
export async function getProfile(email: string, signal?: AbortSignal): Promise<Profile | null> {
  const records = await api<Profile[]>(`/user/${encodeURIComponent(email)}`, { signal });
  return records[0] ?? null;
}

export function useProfile(email: string) {
  return useQuery({ queryKey: profileQueryKey(email), queryFn: ({ signal }) => getProfile(email, signal) });
}
