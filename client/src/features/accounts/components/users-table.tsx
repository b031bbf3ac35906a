import type { UserSummary } from '#shared/accounts/account.schema.ts';
import { messages } from '#shared/messages.ts';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

const t = messages.accountPages;

interface UsersTableProps {
  users: UserSummary[];
  currentEmail: string | undefined;
  /** The email whose Make Admin call is under way. */
  promoting: string | undefined;
  onMakeAdmin: (user: UserSummary) => void;
  onRemove: (user: UserSummary) => void;
}

/** Every account with its role; Make Admin only for those not admin yet (docs/product/rules.md#states). */
export function UsersTable({ users, currentEmail, promoting, onMakeAdmin, onRemove }: UsersTableProps) {
  if (users.length === 0) return <p>{t.noUsers}</p>;
  const columns: Column<UserSummary>[] = [
    {
      header: t.name,
      cell: (user) => (
        <span>
          <span className="font-medium">{user.name}</span>
          {user.email === currentEmail && <span className="ml-1 text-base-content/70">{t.you}</span>}
        </span>
      ),
    },
    { header: t.email, className: 'break-all', cell: (user) => user.email },
    {
      header: t.role,
      cell: (user) => (
        <span className={`badge ${user.role === 'admin' ? 'badge-primary' : 'badge-ghost'}`}>
          {user.role === 'admin' ? t.roleAdmin : t.roleBuyer}
        </span>
      ),
    },
    {
      header: t.actions,
      cell: (user) => (
        <div className="flex flex-row flex-wrap items-start gap-2">
          {user.role !== 'admin' && (
            <button
              type="button"
              className="btn btn-sm btn-primary whitespace-nowrap"
              disabled={promoting === user.email}
              onClick={() => onMakeAdmin(user)}
            >
              {t.makeAdmin}
            </button>
          )}
          <button type="button" className="btn btn-sm btn-error whitespace-nowrap" onClick={() => onRemove(user)}>
            {t.removeUser}
          </button>
        </div>
      ),
    },
  ];
  return <ResponsiveTable caption={t.users} columns={columns} rows={users} rowKey={(user) => user._id} />;
}
