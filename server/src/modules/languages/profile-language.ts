import type { Kysely } from 'kysely';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import type { Database } from '../../db/database.ts';

export async function saveProfileLanguage(db: Kysely<Database>, userId: string, language: Language): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('profiles')
    .values({
      user_id: userId,
      education: '',
      location: '',
      phone: '',
      ship_to_json: null,
      language,
      updated_at: updatedAt,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ language, updated_at: updatedAt }))
    .execute();
}

/** The language a user's mails and PDFs are written in: their profile's, else English. */
export async function recipientLanguage(db: Kysely<Database>, userId: string): Promise<Language> {
  const profile = await db.selectFrom('profiles').select('language').where('user_id', '=', userId).executeTakeFirst();
  return isLanguage(profile?.language) ? profile.language : 'en';
}

/**
 * The saved language of each address that has an account: its profile's, or null when it saved
 * none. An address with no account (an invitation's) is absent. The caller decides what null and
 * absent mean (the outbox: English, and the language of the request that caused the mail).
 * One query for all of them: a checkout records several mails in its transaction.
 */
export async function savedLanguagesOf(
  db: Kysely<Database>,
  emails: string[],
): Promise<Map<string, Language | null>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.email', 'profiles.language'])
    .where('users.email', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.email, isLanguage(row.language) ? row.language : null]));
}
