import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSummary } from '#shared/accounts/account.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { allUsersQueryKey } from './get-all-users.ts';

/** PUT /user/admin/{email} (admin, bearer token): answers {modifiedCount}; others get 403. */
export function makeAdmin(email: string): Promise<{ modifiedCount: number }> {
  return api(`/user/admin/${encodeURIComponent(email)}`, { method: 'PUT' });
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: async (_answer, email) => {
      // The row shows the new role at once (and loses its Make Admin button), then the list is re-read.
      queryClient.setQueryData<UserSummary[]>(allUsersQueryKey, (users) =>
        users?.map((user) => (user.email === email ? { ...user, role: 'admin' } : user)),
      );
      await queryClient.invalidateQueries({ queryKey: allUsersQueryKey });
    },
  });
}
