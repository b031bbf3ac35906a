/** What the admin rule reads of an account (Better Auth's `users` row, SQLite's booleans as 0/1). */
export interface AdminCandidate {
  email: string;
  role?: string | null | undefined;
  emailVerified?: boolean | number | null | undefined;
}

/**
 * The one admin rule (docs/product/rules.md#identity): an account is an admin when it was made one (Make Admin,
 * `npm run admin -- grant`), or when its email is in ADMIN_EMAILS *and verified*. Without the
 * verification anyone could sign up first with an ADMIN_EMAILS address and be admin at once.
 * `adminEmails` are lower-cased by the configuration; the account's email is compared lower-cased.
 */
export function isAdmin(account: AdminCandidate, adminEmails: readonly string[]): boolean {
  if (account.role === 'admin') return true;
  return Boolean(account.emailVerified) && adminEmails.includes(account.email.trim().toLowerCase());
}
