import type { UserSummary } from '#shared/accounts/account.schema.ts';
import { messages } from '#shared/messages.ts';

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
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table">
        <caption className="sr-only">{t.users}</caption>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col" className="hidden sm:table-cell">
              {t.email}
            </th>
            <th scope="col">{t.role}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id}>
              <td>
                <span className="font-medium">{user.name}</span>
                {user.email === currentEmail && <span className="ml-1 text-base-content/70">{t.you}</span>}
                {/* Small screens have no email column: the email goes under the name. */}
                <span className="block break-all text-sm sm:hidden">{user.email}</span>
              </td>
              <td className="hidden break-all sm:table-cell">{user.email}</td>
              <td>
                <span className={`badge ${user.role === 'admin' ? 'badge-primary' : 'badge-ghost'}`}>
                  {user.role === 'admin' ? t.roleAdmin : t.roleBuyer}
                </span>
              </td>
              <td>
                <div className="flex flex-col items-start gap-2 sm:flex-row">
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
                  <button
                    type="button"
                    className="btn btn-sm btn-error whitespace-nowrap"
                    onClick={() => onRemove(user)}
                  >
                    {t.removeUser}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
