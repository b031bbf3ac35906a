import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSummary } from '#shared/accounts/account.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { allUsersQueryKey } from './get-all-users.ts';
import type { DeletedAnswer } from '#shared/answers.schema.ts';

/**
 * DELETE /user/{email} (admin): the account and all its sessions go, its orders stay. The server
 * refuses to remove the caller or the last admin, with a message to show.
 */
export function removeUser(email: string): Promise<DeletedAnswer> {
  return api(`/user/${encodeURIComponent(email)}`, { method: 'DELETE' });
}

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUser,
    onSuccess: async (_answer, email) => {
      queryClient.setQueryData<UserSummary[]>(allUsersQueryKey, (users) =>
        users?.filter((user) => user.email !== email),
      );
      await queryClient.invalidateQueries({ queryKey: allUsersQueryKey });
    },
  });
}
