import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '#shared/accounts/account.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/session/auth-context.ts';
import { profileQueryKey } from '../../../lib/queries/profile.ts';

export type ProfileUpdate = Required<Pick<ProfileInput, 'name' | 'email'>> & Omit<ProfileInput, 'name' | 'email'>;

/** PUT /user/{email} with {name,email,picture,education,location,phone} (docs/product/api.md#original-api). */
export function updateProfile(update: ProfileUpdate): Promise<unknown> {
  return api(`/user/${encodeURIComponent(update.email)}`, { method: 'PUT', body: update });
}

/** Saves the profile; the card re-reads it and the navbar's name and avatar follow (auth refresh). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (_answer, update) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: profileQueryKey(update.email) }), refresh()]);
    },
  });
}
