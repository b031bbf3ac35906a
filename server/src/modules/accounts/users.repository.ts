import { type Kysely, sql, type Transaction } from 'kysely';
import type { ProfileUpdate } from '#shared/accounts/profile-update.schema.ts';
import { isAdmin } from '#shared/accounts/admin-rule.ts';
import { addressOf } from '#shared/addresses/address-input.schema.ts';
import { addressText } from '#shared/addresses/format-address.ts';
import { homeCountry } from '#shared/addresses/home-country.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';

const now = () => new Date().toISOString();

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'users.emailVerified', 'users.image', 'users.role'])
    .select([
      'profiles.education',
      'profiles.location',
      'profiles.phone',
      'profiles.ship_to_address',
      'profiles.ship_to_json',
    ])
    .where('users.email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function listUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'emailVerified', 'role'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Saves the company profile; the name and picture live on the identity user. */
export async function saveProfile(db: Kysely<Database>, userId: string, input: ProfileUpdate): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userChanges: { image: string; updatedAt: string; name?: string } = { image: input.picture, updatedAt: now() };
    if (input.name) userChanges.name = input.name;
    await trx.updateTable('users').set(userChanges).where('id', '=', userId).execute();
    const profile = {
      education: input.education,
      location: input.location,
      phone: input.phone,
      updated_at: now(),
      ...(input.shipTo
        ? {
            ship_to_address: addressText(input.shipTo),
            ship_to_json: JSON.stringify(addressOf(input.shipTo, homeCountry)),
          }
        : {}),
    };
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
    const admins = await lockAdmins(trx, kind, adminEmails);
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

/**
 * The admins by the one admin rule (shared/accounts/admin-rule.ts). The candidates' rows are
 * locked on PostgreSQL, so two transactions that each remove an admin cannot both see two admins.
 */
async function lockAdmins(trx: Transaction<Database>, kind: DatabaseKind, adminEmails: readonly string[]) {
  const candidates = await trx
    .selectFrom('users')
    .select(['id', 'email', 'role', 'emailVerified'])
    .where((eb) => eb.or([eb('role', '=', 'admin'), ...(adminEmails.length ? [eb('email', 'in', adminEmails)] : [])]))
    .$if(kind === 'postgres', (q) => q.forUpdate())
    .execute();
  return candidates.filter((candidate) => isAdmin(candidate, adminEmails));
}

export type RevokeAdminResult = 'revoked' | 'not-found' | 'not-admin' | 'through-admin-emails' | 'last-admin';

/** Takes the admin role back (`npm run admin -- revoke`); never from the last admin. */
export function revokeAdmin(
  db: Kysely<Database>,
  kind: DatabaseKind,
  email: string,
  adminEmails: readonly string[],
): Promise<RevokeAdminResult> {
  return db.transaction().execute(async (trx) => {
    const admins = await lockAdmins(trx, kind, adminEmails);
    const target = await trx
      .selectFrom('users')
      .select(['id', 'email', 'role', 'emailVerified'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!target) return 'not-found';
    if (!admins.some((admin) => admin.id === target.id)) return 'not-admin';
    if (admins.length <= 1) return 'last-admin';
    // The role is what Make Admin and grant set; ADMIN_EMAILS is configuration, changed there.
    if (isAdmin({ ...target, role: 'user' }, adminEmails)) return 'through-admin-emails';
    await trx.updateTable('users').set({ role: 'user', updatedAt: now() }).where('id', '=', target.id).execute();
    return 'revoked';
  });
}

/**
 * Before admin rights waited for verification, sign-up stored `role = admin` for an ADMIN_EMAILS
 * address at once, verified or not: whoever signed up first with it kept the role. At start those
 * rows go back to `user`; the rule gives the rights back as soon as the address is verified.
 */
export async function demoteUnverifiedConfiguredAdmins(
  db: Kysely<Database>,
  adminEmails: readonly string[],
): Promise<number> {
  if (!adminEmails.length) return 0;
  const result = await db
    .updateTable('users')
    .set({ role: 'user', updatedAt: now() })
    .where('role', '=', 'admin')
    .where('email', 'in', adminEmails)
    // NOT reads PostgreSQL's boolean and SQLite's 0/1 alike.
    .where(sql<boolean>`not coalesce(${sql.ref('emailVerified')}, ${sql.lit(false)})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
