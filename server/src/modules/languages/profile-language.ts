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
