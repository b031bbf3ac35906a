import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import type { Database } from '../../db/database.ts';
import { saveProfileFields } from '../../db/save-profile.ts';

export async function saveProfileLanguage(db: Kysely<Database>, userId: string, language: Language): Promise<void> {
  await saveProfileFields(db, userId, { language });
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
export async function savedLanguagesOf(db: Kysely<Database>, emails: string[]): Promise<Map<string, Language | null>> {
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

/**
 * The same rule as an SQL expression, for a value written in the same statement (the outbox's
 * INSERT: a checkout records its mails without one statement more): the saved language of the
 * account at `email`, English if it saved none, `otherwise` when no account has that address.
 */
export function savedLanguageOr(email: string, otherwise: Language): RawBuilder<string> {
  return sql<string>`coalesce((select coalesce(profiles.language, ${'en'}) from users left join profiles on profiles.user_id = users.id where users.email = ${email.toLowerCase()}), ${otherwise})`;
}
