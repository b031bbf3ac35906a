import type { Kysely } from 'kysely';
import type { ProfileInput } from '#shared/accounts/account.schema.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';

const now = () => new Date().toISOString();

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'users.image', 'users.role'])
    .select(['profiles.education', 'profiles.location', 'profiles.phone'])
    .where('users.email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function listUsers(db: Kysely<Database>) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'role']).orderBy('createdAt').orderBy('id').execute();
}

/** Saves the company profile; the name and picture live on the identity user. */
export async function saveProfile(db: Kysely<Database>, userId: string, input: ProfileInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userChanges: { image: string; updatedAt: string; name?: string } = { image: input.picture, updatedAt: now() };
    if (input.name) userChanges.name = input.name;
    await trx.updateTable('users').set(userChanges).where('id', '=', userId).execute();
    const profile = { education: input.education, location: input.location, phone: input.phone, updated_at: now() };
    await trx
      .insertInto('profiles')
      .values({ user_id: userId, ...profile })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(profile))
      .execute();
  });
}

export async function promoteToAdmin(db: Kysely<Database>, email: string): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ role: 'admin', updatedAt: now() })
    .where('email', '=', email.toLowerCase())
    .where('role', '!=', 'admin')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type RemoveUserResult = 'removed' | 'not-found' | 'last-admin' | 'not-admin';

/**
 * Deletes an account with its sessions, sign-in methods and profile (foreign keys cascade); its
 * orders and reviews stay, detached from the account. Never removes the last admin: on
 * PostgreSQL the admins' rows are locked, and the requester's own admin right is checked again
 * inside the transaction, so two admins removing each other cannot both succeed.
 */
export function removeUser(
  db: Kysely<Database>,
  kind: DatabaseKind,
  request: { email: string; requesterId: string; adminEmails: readonly string[] },
): Promise<RemoveUserResult> {
  const { email, requesterId, adminEmails } = request;
  return db.transaction().execute(async (trx) => {
    const admins = await trx
      .selectFrom('users')
      .select(['id'])
      .where((eb) => eb.or([eb('role', '=', 'admin'), ...(adminEmails.length ? [eb('email', 'in', adminEmails)] : [])]))
      .$if(kind === 'postgres', (q) => q.forUpdate())
      .execute();
    const target = await trx
      .selectFrom('users')
      .select(['id'])
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    if (!admins.some((admin) => admin.id === requesterId)) return 'not-admin';
    if (!target) return 'not-found';
    if (admins.some((admin) => admin.id === target.id) && admins.length <= 1) return 'last-admin';
    await trx.deleteFrom('users').where('id', '=', target.id).execute();
    return 'removed';
  });
}
