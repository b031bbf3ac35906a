import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { findUserByEmail, promoteToAdmin, revokeAdmin } from './users.repository.ts';

export interface AdminCommandResult {
  /** The process exit code: 0 done, 1 refused, 2 misused. */
  code: 0 | 1 | 2;
  message: string;
}

export const adminUsage = 'Usage: npm run admin -- grant EMAIL | npm run admin -- revoke EMAIL';

/**
 * `npm run admin -- grant|revoke EMAIL` (server/scripts/admin.ts): admin rights from the server's
 * shell, for an account that already exists. The one way to make an admin without ADMIN_EMAILS or
 * another admin; revoke never takes the rights of the last admin.
 */
export async function runAdminCommand(
  args: readonly string[],
  deps: { db: Kysely<Database>; kind: DatabaseKind; adminEmails: readonly string[] },
): Promise<AdminCommandResult> {
  const [action, rawEmail, ...rest] = args;
  const email = rawEmail?.trim().toLowerCase();
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length) return { code: 2, message: adminUsage };
  if (action === 'grant') {
    const user = await findUserByEmail(deps.db, email);
    if (!user) return { code: 1, message: `No account has the email ${email}: sign up first, then grant.` };
    const changed = await promoteToAdmin(deps.db, email);
    return { code: 0, message: changed ? `${email} is now an admin.` : `${email} already had the admin role.` };
  }
  const result = await revokeAdmin(deps.db, deps.kind, email, deps.adminEmails);
  switch (result) {
    case 'revoked':
      return { code: 0, message: `${email} is no longer an admin.` };
    case 'not-found':
      return { code: 1, message: `No account has the email ${email}.` };
    case 'not-admin':
      return { code: 1, message: `${email} is not an admin.` };
    case 'last-admin':
      return { code: 1, message: `${email} is the last admin: grant another account first.` };
    case 'through-admin-emails':
      return { code: 1, message: `${email} is an admin through ADMIN_EMAILS: remove it there and restart.` };
  }
}
