import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { UserSummary } from '#shared/accounts/account.schema.ts';
import { messages } from '#shared/messages.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useAuth } from '../../lib/session/auth-context.ts';
import { useAllUsers } from './api/get-all-users.ts';
import { useMakeAdmin } from './api/make-admin.ts';
import { useRemoveUser } from './api/remove-user.ts';
import { ConfirmRemoveDialog } from './components/confirm-remove-dialog.tsx';
import { UsersTable } from './components/users-table.tsx';

const t = messages.accountPages;

/** /dashboard/makeAdmin (admin): every account, with Make Admin and Remove User (docs/product/rules.md#departures). */
export function MakeAdminPage() {
  const { user: me } = useAuth();
  const users = useAllUsers();
  const makeAdmin = useMakeAdmin();
  const removeUser = useRemoveUser();
  const [toRemove, setToRemove] = useState<UserSummary | null>(null);

  const onMakeAdmin = (user: UserSummary) => {
    makeAdmin.mutate(user.email, {
      onSuccess: () => toast.success(messages.toasts.madeAdmin),
    });
  };

  const onConfirmRemove = (user: UserSummary) => {
    removeUser.mutate(user.email, {
      onSuccess: () => toast.success(messages.accounts.userRemoved),
      onSettled: () => setToRemove(null),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.makeAdmin} />
      <h1 className="text-3xl font-bold">{t.makeAdmin}</h1>
      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} isRetrying={users.isFetching} />
      ) : (
        <UsersTable
          users={users.data}
          currentEmail={me?.email}
          promoting={makeAdmin.isPending ? makeAdmin.variables : undefined}
          onMakeAdmin={onMakeAdmin}
          onRemove={setToRemove}
        />
      )}
      <ConfirmRemoveDialog
        user={toRemove}
        isPending={removeUser.isPending}
        onCancel={() => {
          if (!removeUser.isPending) setToRemove(null);
        }}
        onConfirm={onConfirmRemove}
      />
    </div>
  );
}
