import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSummary } from '#shared/accounts/account.schema.ts';
import { getErrorMessage } from '#shared/error-message.ts';
import { messages } from '#shared/messages.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { allUsersQueryKey } from './get-all-users.ts';
import type { ModifiedAnswer } from '#shared/answers.schema.ts';

/** PUT /user/admin/{email} (admin, bearer token): answers {modifiedCount}; others get 403. */
export function makeAdmin(email: string): Promise<ModifiedAnswer> {
  return api(`/user/admin/${encodeURIComponent(email)}`, { method: 'PUT' });
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    // docs/product/screens.md#messages: a 403 has its own text; anything else shows the server's message.
    meta: {
      errorText: (error) =>
        error instanceof ApiError && error.status === 403 ? messages.toasts.makeAdminFailed : getErrorMessage(error),
    },
    onSuccess: async (_answer, email) => {
      // The row shows the new role at once (and loses its Make Admin button), then the list is re-read.
      queryClient.setQueryData<UserSummary[]>(allUsersQueryKey, (users) =>
        users?.map((user) => (user.email === email ? { ...user, role: 'admin' } : user)),
      );
      await queryClient.invalidateQueries({ queryKey: allUsersQueryKey });
    },
  });
}
