import type { Insertable, Kysely } from 'kysely';
import type { ProfilesTable } from '../modules/accounts/profiles.table.ts';
import type { Database } from './database.ts';

/** The profile's own fields, any of which a feature keeps for its user. */
export type ProfileFields = Partial<Omit<Insertable<ProfilesTable>, 'user_id' | 'updated_at'>>;

/**
 * Sets some of a user's profile fields (a currency, a language, the ship-to saved at checkout),
 * making the profile with blank company fields when they have none yet. `db` may be a transaction.
 */
export async function saveProfileFields(
  db: Kysely<Database>,
  userId: string,
  fields: ProfileFields,
  at = new Date().toISOString(),
): Promise<void> {
  const saved = { ...fields, updated_at: at };
  await db
    .insertInto('profiles')
    .values({ user_id: userId, education: '', location: '', phone: '', ...saved })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(saved))
    .execute();
}
